import type { ImportJobDetail } from '@coal/contracts';
import { Button } from 'antd';
import { numberFormat } from '@/lib/format-number';
import { useDownloadRefused } from '../api/download-files';
import { useImportT } from '../import-i18n';

/** The refused rows as a workbook to fix and upload again; nothing when no row was refused. */
export function RefusedDownload({ job }: { job: ImportJobDetail }) {
  const { t, language } = useImportT();
  const download = useDownloadRefused();
  if (job.counts.refusedRows === 0) return null;
  return (
    <div className="import-refused">
      <p className="import-refused__text">
        {t('import.refused.text', { rows: numberFormat(language).format(job.counts.refusedRows) })}
      </p>
      <Button
        loading={download.isPending}
        onClick={() => download.mutate({ jobId: job.jobId, fileName: t('import.refused.fileName') })}
      >
        {t('import.refused.download')}
      </Button>
    </div>
  );
}
