import { IMPORT_STATUSES, type ImportStatus } from '@coal/contracts';
import { Button, Select } from 'antd';
import { useIsPhone } from '@/lib/use-is-phone';
import { DataState } from '@/components/data-state';
import { useImportJobs } from '../api/list-import-jobs';
import { useImportT } from '../import-i18n';
import { freshWizard, openJob } from '../model/wizard-params';
import type { ImportStateApi } from '../use-import-state';
import { JobCards } from './job-cards';
import { JobTable } from './job-table';

const PAGE_SIZE = 10;

/** Past imports, newest first: who, when, which file, how it went; open one or fetch its file. */
export function JobList({ api }: { api: ImportStateApi }) {
  const { t } = useImportT();
  const { state, go, update } = api;
  const jobs = useImportJobs({ pageNum: state.jobsPage, pageSize: PAGE_SIZE, status: state.jobsStatus });
  const phone = useIsPhone();

  return (
    <section className="import-jobs" aria-label={t('import.jobs.caption')}>
      <div className="import-toolbar">
        <Select<ImportStatus | ''>
          className="import-toolbar__select"
          aria-label={t('import.jobs.statusFilter')}
          value={state.jobsStatus ?? ''}
          onChange={(value) => update({ jobsStatus: value || undefined, jobsPage: 1 })}
          options={[
            { value: '', label: t('import.jobs.allStatuses') },
            ...IMPORT_STATUSES.map((s) => ({ value: s, label: t(`import.status.${s}`) })),
          ]}
        />
      </div>
      <DataState
        isPending={jobs.isPending}
        error={jobs.error}
        data={jobs.data}
        onRetry={() => void jobs.refetch()}
        isEmpty={(data) => data.total === 0}
        emptyText={state.jobsStatus ? t('import.jobs.emptyFiltered') : undefined}
      >
        {(data) => {
          const view = {
            rows: data.rows,
            total: data.total,
            page: state.jobsPage,
            pageSize: PAGE_SIZE,
            loading: jobs.isFetching && jobs.isPlaceholderData,
            onPage: (jobsPage: number) => update({ jobsPage }),
            onOpen: (jobId: number) => go(openJob(state, jobId)),
          };
          return phone ? <JobCards {...view} /> : <JobTable {...view} />;
        }}
      </DataState>
      {jobs.data?.total === 0 && !state.jobsStatus && (
        <div className="import-jobs__start">
          <Button type="primary" onClick={() => go(freshWizard(state))}>
            {t('import.jobs.start')}
          </Button>
        </div>
      )}
    </section>
  );
}
