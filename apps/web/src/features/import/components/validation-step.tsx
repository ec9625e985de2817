import { IMPORT_MAX_PROBLEMS, type ImportJobDetail } from '@coal/contracts';
import { Alert, Button, Space, Tag } from 'antd';
import { useImportT } from '../import-i18n';
import type { ImportStateApi } from '../use-import-state';
import { ImportCounts } from './import-counts';
import { NotesTable } from './notes-table';
import { ProblemsTable } from './problems-table';
import { RefusedDownload } from './refused-download';
import { numberFormat } from '@/lib/format-number';

/** Step 3: the server's verdict. Problems block the way on; a clean file goes on to the preview. */
export function ValidationStep({ job, api }: { job: ImportJobDetail; api: ImportStateApi }) {
  const { t, language } = useImportT();
  const { state, update } = api;
  const number = numberFormat(language);
  const invalid = job.status === 'invalid';
  const truncated = job.problems.length < job.counts.problems;

  return (
    <section className="import-step" aria-labelledby="import-validate-heading">
      <h2 id="import-validate-heading" className="visually-hidden">
        {t('import.step.validate')}
      </h2>
      {invalid ? (
        <Alert
          type="error"
          showIcon
          title={t('import.validate.invalidTitle', { count: number.format(job.counts.problems) })}
          description={
            <>
              {t('import.validate.invalidText')}
              {truncated &&
                ` ${t('import.validate.truncated', { shown: number.format(IMPORT_MAX_PROBLEMS) })}`}
            </>
          }
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('import.validate.okTitle', {
            rows: number.format(job.counts.rows),
            mines: number.format(job.counts.mines),
          })}
          description={t('import.validate.okText')}
        />
      )}
      {!invalid && <ImportCounts counts={job.counts} />}
      {job.sheets.length > 0 && (
        <div className="import-sheets">
          <span className="import-sheets__label">{t('import.validate.sheetsRead')}</span>
          {job.sheets.map((s) => (
            <Tag key={s.sheet}>
              {t('import.validate.sheetRows', { sheet: s.sheet, rows: number.format(s.rows) })}
            </Tag>
          ))}
        </div>
      )}
      {job.problems.length > 0 && (
        <ProblemsTable
          problems={job.problems}
          sheet={state.sheet}
          page={state.page}
          onChange={({ sheet, page }) => update({ sheet, page })}
        />
      )}
      <NotesTable notes={job.notes} />
      {invalid && <RefusedDownload job={job} />}
      <Space wrap className="import-step__actions">
        {invalid ? (
          <>
            <Button type="primary" onClick={() => update({ step: 'upload', page: 1, sheet: undefined })}>
              {t('import.validate.reupload')}
            </Button>
            {job.counts.mines > 0 && (
              <Button onClick={() => update({ step: 'preview', page: 1, sheet: undefined })}>
                {t('import.validate.commitValid', { mines: number.format(job.counts.mines) })}
              </Button>
            )}
          </>
        ) : (
          job.status === 'validated' && (
            <Button type="primary" onClick={() => update({ step: 'preview', page: 1, sheet: undefined })}>
              {t('import.validate.toPreview')}
            </Button>
          )
        )}
      </Space>
    </section>
  );
}
