import type { ImportJob } from '@coal/contracts';
import { Table } from 'antd';
import { formatDateTime } from '@/lib/format-date';
import { useImportT } from '../import-i18n';
import { formatFileSize } from '../model/file-size';
import { JobActions, JobCounts, JobStatusTag } from './job-cells';
import { numberFormat } from '@/lib/format-number';

export interface JobViewProps {
  rows: ImportJob[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  onOpen: (jobId: number) => void;
}

/** The job list on wide screens: one row per job. */
export function JobTable({ rows, total, page, pageSize, loading, onPage, onOpen }: JobViewProps) {
  const { t, language } = useImportT();
  const number = numberFormat(language);
  return (
    <Table<ImportJob>
      size="middle"
      rowKey="jobId"
      loading={loading}
      dataSource={rows}
      caption={<span className="visually-hidden">{t('import.jobs.caption')}</span>}
      scroll={{ x: 1080 }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count) => t('import.jobs.total', { total: number.format(count) }),
        onChange: onPage,
      }}
      columns={[
        {
          key: 'id',
          title: t('import.jobs.id'),
          dataIndex: 'jobId',
          width: 72,
          render: (id: number) => `#${id}`,
        },
        {
          key: 'file',
          title: t('import.jobs.file'),
          render: (_: unknown, job) => (
            <div className="import-jobs__file">
              <span>{job.fileName}</span>
              <span className="import-jobs__size">{formatFileSize(job.fileSize, language)}</span>
            </div>
          ),
        },
        {
          key: 'status',
          title: t('import.jobs.status'),
          width: 110,
          render: (_: unknown, job) => <JobStatusTag job={job} />,
        },
        {
          key: 'counts',
          title: t('import.jobs.counts'),
          width: 170,
          render: (_: unknown, job) => <JobCounts job={job} />,
        },
        { key: 'user', title: t('import.jobs.user'), dataIndex: 'userName', width: 100 },
        {
          key: 'created',
          title: t('import.jobs.created'),
          dataIndex: 'createTime',
          width: 170,
          render: (time: string) => formatDateTime(time),
        },
        {
          key: 'committed',
          title: t('import.jobs.committed'),
          dataIndex: 'commitTime',
          width: 170,
          render: (time: string) => formatDateTime(time) || t('import.none'),
        },
        {
          key: 'actions',
          title: t('import.jobs.actions'),
          width: 170,
          fixed: 'right',
          render: (_: unknown, job) => <JobActions job={job} onOpen={onOpen} />,
        },
      ]}
    />
  );
}
