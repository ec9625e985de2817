import { Pagination, Spin } from 'antd';
import { formatDateTime } from '@/lib/format-date';
import { useImportT } from '../import-i18n';
import { formatFileSize } from '../model/file-size';
import { JobActions, JobCounts, JobStatusTag } from './job-cells';
import type { JobViewProps } from './job-table';
import { numberFormat } from '@/lib/format-number';

/** The job list on phones: one card per job, nothing hidden behind a sideways scroll. */
export function JobCards({ rows, total, page, pageSize, loading, onPage, onOpen }: JobViewProps) {
  const { t, language } = useImportT();
  const number = numberFormat(language);
  return (
    <Spin spinning={loading}>
      <ul className="import-job-cards" aria-label={t('import.jobs.caption')}>
        {rows.map((job) => (
          <li key={job.jobId} className="import-job-card">
            <div className="import-job-card__head">
              <div className="import-jobs__file">
                <strong>
                  #{job.jobId} {job.fileName}
                </strong>
                <span className="import-jobs__size">{formatFileSize(job.fileSize, language)}</span>
              </div>
              <JobStatusTag job={job} />
            </div>
            <JobCounts job={job} />
            <div className="import-job-card__meta">
              <span>
                {t('import.jobs.byLine', { user: job.userName, time: formatDateTime(job.createTime) })}
              </span>
              {job.commitTime && (
                <span>{t('import.jobs.committedLine', { time: formatDateTime(job.commitTime) })}</span>
              )}
            </div>
            <JobActions job={job} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {total > pageSize && (
        <Pagination
          className="import-job-card__pager"
          simple
          current={page}
          pageSize={pageSize}
          total={total}
          showTotal={(count) => t('import.jobs.total', { total: number.format(count) })}
          onChange={onPage}
        />
      )}
    </Spin>
  );
}
