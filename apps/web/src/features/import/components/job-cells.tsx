import { DownloadOutlined, FolderOpenOutlined } from '@ant-design/icons';
import type { ImportJob } from '@coal/contracts';
import { Button, Space, Tooltip } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { useDownloadJobFile } from '../api/download-files';
import { useImportT } from '../import-i18n';
import { JOB_STATUS_TONE } from '../model/job-status';
import { numberFormat } from '@/lib/format-number';

export function JobStatusTag({ job }: { job: ImportJob }) {
  const { t } = useImportT();
  return <StatusTag tone={JOB_STATUS_TONE[job.status]}>{t(`import.status.${job.status}`)}</StatusTag>;
}

/** Problems of a refused file, else mines added / changed / unchanged (spelled out on hover and for readers). */
export function JobCounts({ job }: { job: ImportJob }) {
  const { t, language } = useImportT();
  const number = numberFormat(language);
  if (job.status === 'invalid') {
    return (
      <span className="import-jobs__problems">
        {t('import.jobs.problemsText', { count: number.format(job.counts.problems) })}
      </span>
    );
  }
  const values = {
    added: number.format(job.counts.added),
    changed: number.format(job.counts.changed),
    unchanged: number.format(job.counts.unchanged),
  };
  return (
    <Tooltip title={t('import.jobs.countsHint', values)}>
      <span className="import-jobs__counts" aria-label={t('import.jobs.countsHint', values)}>
        {t('import.jobs.countsText', values)}
      </span>
    </Tooltip>
  );
}

export function JobActions({ job, onOpen }: { job: ImportJob; onOpen: (jobId: number) => void }) {
  const { t } = useImportT();
  const download = useDownloadJobFile();
  return (
    <Space size={4}>
      <Button
        size="small"
        type="link"
        icon={<FolderOpenOutlined aria-hidden />}
        aria-label={t('import.jobs.openLabel', { jobId: job.jobId })}
        onClick={() => onOpen(job.jobId)}
      >
        {t('import.jobs.open')}
      </Button>
      <Button
        size="small"
        type="link"
        icon={<DownloadOutlined aria-hidden />}
        aria-label={t('import.jobs.downloadLabel', { jobId: job.jobId })}
        loading={download.isPending}
        onClick={() => download.mutate({ jobId: job.jobId, fileName: job.fileName })}
      >
        {t('import.jobs.download')}
      </Button>
    </Space>
  );
}
