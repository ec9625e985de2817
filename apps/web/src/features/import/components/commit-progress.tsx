import { Progress } from 'antd';
import { useImportProgress } from '../api/get-import-progress';
import { useImportT } from '../import-i18n';
import { commitPercent } from '../model/commit-progress';
import { numberFormat } from '@/lib/format-number';

/** While a commit runs: the file checked again, then mines written, with rows done out of the total. */
export function CommitProgress({ jobId }: { jobId: number }) {
  const { t, language } = useImportT();
  const { data } = useImportProgress({ jobId, enabled: true });
  const number = numberFormat(language);
  const writing = data?.phase === 'writing';
  const label = writing
    ? t('import.commit.writing', { done: number.format(data.done), total: number.format(data.total) })
    : t('import.commit.checking');
  return (
    <div className="import-progress" aria-live="polite">
      <p className="import-progress__label" id="import-commit-progress-label">
        {label}
      </p>
      {writing ? (
        <Progress
          percent={commitPercent(data)}
          status="active"
          format={() => `${number.format(data.done)} / ${number.format(data.total)}`}
          aria-labelledby="import-commit-progress-label"
        />
      ) : (
        <div
          className="import-progress__indeterminate"
          role="progressbar"
          aria-busy="true"
          aria-labelledby="import-commit-progress-label"
        >
          <span />
        </div>
      )}
    </div>
  );
}
