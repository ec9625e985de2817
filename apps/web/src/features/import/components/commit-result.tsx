import type { ImportJobDetail } from '@coal/contracts';
import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/lib/format-date';
import { useImportT } from '../import-i18n';
import { freshWizard } from '../model/wizard-params';
import type { ImportStateApi } from '../use-import-state';
import { ImportCounts } from './import-counts';
import { RefusedDownload } from './refused-download';
import { numberFormat } from '@/lib/format-number';

interface CommitResultProps {
  job: ImportJobDetail;
  /** The server's message of a commit made just now. */
  message?: string;
  error?: Error;
  retrying: boolean;
  onRetry?: () => void;
  api: ImportStateApi;
  searchPath?: string;
}

/** The outcome page, in the style of the shell's result pages: success with counts, or the error. */
export function CommitResult({ job, message, error, retrying, onRetry, api, searchPath }: CommitResultProps) {
  const { t, language } = useImportT();
  const { state, go, update } = api;
  const navigate = useNavigate();
  const number = numberFormat(language);
  const links = [
    <Button key="jobs" onClick={() => update({ tab: 'jobs' })}>
      {t('import.result.viewJobs')}
    </Button>,
    searchPath && (
      <Button key="search" onClick={() => void navigate(searchPath)}>
        {t('import.result.searchMines')}
      </Button>
    ),
    <Button
      key="again"
      type={onRetry ? 'default' : 'primary'}
      onClick={() => go(freshWizard(state, 'upload'))}
    >
      {t('import.result.again')}
    </Button>,
  ];

  if (job.status === 'committed') {
    const counts = {
      added: number.format(job.counts.added),
      changed: number.format(job.counts.changed),
      unchanged: number.format(job.counts.unchanged),
    };
    return (
      <Card variant="borderless" className="import-result">
        <Result
          status="success"
          title={<h2 className="result-title">{t('import.result.successTitle')}</h2>}
          subTitle={
            <>
              <span>{message || t('import.result.successText', counts)}</span>
              <br />
              <span>
                {t('import.result.committedAt', { user: job.userName, time: formatDateTime(job.commitTime) })}
              </span>
            </>
          }
          extra={[
            <Button key="details" onClick={() => void navigate(`/result/success?job=${job.jobId}`)}>
              {t('import.result.details')}
            </Button>,
            ...links,
          ]}
        >
          <ImportCounts counts={job.counts} />
          <RefusedDownload job={job} />
        </Result>
      </Card>
    );
  }

  return (
    <Card variant="borderless" className="import-result">
      <Result
        status="error"
        title={<h2 className="result-title">{t('import.result.errorTitle')}</h2>}
        subTitle={error?.message || t('import.result.failedText')}
        extra={[
          onRetry && (
            <Button key="retry" type="primary" loading={retrying} onClick={onRetry}>
              {t('import.result.retry')}
            </Button>
          ),
          ...links,
        ]}
      />
    </Card>
  );
}
