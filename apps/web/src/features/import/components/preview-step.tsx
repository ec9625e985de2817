import type { ImportJobDetail } from '@coal/contracts';
import { Alert, Button, Segmented, Space } from 'antd';
import { useMemo } from 'react';
import { useImportT } from '../import-i18n';
import { previewOfAction } from '../model/problems';
import { PREVIEW_FILTERS, type PreviewFilter } from '../model/wizard-params';
import type { ImportStateApi } from '../use-import-state';
import { ImportCounts } from './import-counts';
import { NotesTable } from './notes-table';
import { PreviewTable } from './preview-table';
import { numberFormat } from '@/lib/format-number';

/** Step 4: what the commit would do, mine by mine; nothing has been written yet. */
export function PreviewStep({ job, api }: { job: ImportJobDetail; api: ImportStateApi }) {
  const { t, language } = useImportT();
  const { state, update } = api;
  const number = numberFormat(language);
  const rows = useMemo(() => previewOfAction(job.preview, state.action), [job.preview, state.action]);
  const nothing = job.counts.added + job.counts.changed === 0;
  const count = (filter: PreviewFilter) =>
    filter === 'all' ? job.preview.length : job.preview.filter((m) => m.action === filter).length;

  return (
    <section className="import-step" aria-labelledby="import-preview-heading">
      <h2 id="import-preview-heading" className="import-step__heading">
        {t('import.preview.caption')}
      </h2>
      <ImportCounts counts={job.counts} />
      {nothing ? (
        <Alert type="info" showIcon title={t('import.preview.nothing')} />
      ) : (
        <>
          <div className="import-toolbar">
            <Segmented<PreviewFilter>
              aria-label={t('import.preview.filter')}
              value={state.action}
              onChange={(action) => update({ action, page: 1 })}
              options={PREVIEW_FILTERS.map((filter) => ({
                value: filter,
                label:
                  filter === 'all'
                    ? t('import.preview.all', { count: number.format(count(filter)) })
                    : t('import.preview.actionCount', {
                        label: t(`import.action.${filter}`),
                        count: number.format(count(filter)),
                      }),
              }))}
            />
          </div>
          <PreviewTable rows={rows} page={state.page} onPage={(page) => update({ page })} />
        </>
      )}
      <NotesTable notes={job.notes} />
      <Space wrap className="import-step__actions">
        <Button onClick={() => update({ step: 'validate', page: 1 })}>{t('import.back')}</Button>
        {(job.status === 'validated' || (job.status === 'invalid' && job.counts.mines > 0)) && (
          <Button type="primary" onClick={() => update({ step: 'commit', page: 1 })}>
            {t('import.preview.toCommit')}
          </Button>
        )}
      </Space>
    </section>
  );
}
