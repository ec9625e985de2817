import type { ImportJobDetail } from '@coal/contracts';
import { Button, Card, Modal, Space } from 'antd';
import { useCommitImport } from '../api/commit-import';
import { useImportT } from '../import-i18n';
import type { ImportStateApi } from '../use-import-state';
import { CommitProgress } from './commit-progress';
import { CommitResult } from './commit-result';
import { ImportCounts } from './import-counts';
import { numberFormat } from '@/lib/format-number';

interface CommitStepProps {
  job: ImportJobDetail;
  api: ImportStateApi;
  searchPath?: string;
}

/** Step 5: confirm and commit a validated job, then show how it went; a finished job shows its outcome. */
export function CommitStep({ job, api, searchPath }: CommitStepProps) {
  const { t, language } = useImportT();
  const [modal, modalHolder] = Modal.useModal();
  const commit = useCommitImport();
  const number = numberFormat(language);
  const fresh = commit.data?.job.jobId === job.jobId ? commit.data : undefined;

  if (job.status !== 'validated' || commit.isError) {
    return (
      <CommitResult
        job={job}
        message={fresh?.message}
        error={commit.isError ? commit.error : undefined}
        retrying={commit.isPending}
        onRetry={job.status === 'validated' ? () => commit.mutate(job.jobId) : undefined}
        api={api}
        searchPath={searchPath}
      />
    );
  }

  const confirm = () =>
    modal.confirm({
      title: t('import.commit.confirmTitle'),
      content: t('import.commit.confirmText', { fileName: job.fileName }),
      okText: t('import.commit.confirmOk'),
      cancelText: t('import.commit.confirmCancel'),
      onOk: () => commit.mutateAsync(job.jobId).catch(() => undefined),
    });

  return (
    <section className="import-step" aria-labelledby="import-commit-heading">
      {modalHolder}
      <Card className="import-commit" variant="outlined">
        <h2 id="import-commit-heading" className="import-step__heading">
          {t('import.commit.heading')}
        </h2>
        <ImportCounts counts={job.counts} />
        <p>
          {t('import.commit.summary', {
            added: number.format(job.counts.added),
            changed: number.format(job.counts.changed),
            unchanged: number.format(job.counts.unchanged),
            rows: number.format(job.counts.rows),
          })}
        </p>
        <p className="import-commit__note">{t('import.commit.transaction')}</p>
        {commit.isPending && <CommitProgress jobId={job.jobId} />}
        <Space wrap className="import-step__actions">
          <Button onClick={() => api.update({ step: 'preview', page: 1 })} disabled={commit.isPending}>
            {t('import.back')}
          </Button>
          <Button type="primary" loading={commit.isPending} onClick={confirm}>
            {commit.isPending ? t('import.commit.committing') : t('import.commit.submit')}
          </Button>
        </Space>
      </Card>
    </section>
  );
}
