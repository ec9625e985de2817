import type { ImportCommitMode, ImportJobDetail } from '@coal/contracts';
import { Alert, Button, Card, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
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
  const hasProblems = job.status === 'invalid';
  // All or nothing unless the file has problems, where only the valid mines can be written.
  const [mode, setMode] = useState<ImportCommitMode>(hasProblems ? 'valid' : 'all');
  const committable = job.status === 'validated' || hasProblems;

  if (!committable || commit.isError) {
    return (
      <CommitResult
        job={job}
        message={fresh?.message}
        error={commit.isError ? commit.error : undefined}
        retrying={commit.isPending}
        onRetry={committable ? () => commit.mutate({ jobId: job.jobId, mode }) : undefined}
        api={api}
        searchPath={searchPath}
      />
    );
  }

  const confirm = () =>
    modal.confirm({
      title: t('import.commit.confirmTitle'),
      content:
        mode === 'valid'
          ? t('import.commit.confirmValidText', {
              fileName: job.fileName,
              mines: number.format(job.counts.mines),
              refused: number.format(job.counts.refusedRows),
            })
          : t('import.commit.confirmText', { fileName: job.fileName }),
      okText: t('import.commit.confirmOk'),
      cancelText: t('import.commit.confirmCancel'),
      onOk: () => commit.mutateAsync({ jobId: job.jobId, mode }).catch(() => undefined),
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
        {hasProblems && (
          <Alert
            type="warning"
            showIcon
            title={t('import.commit.problemsTitle', {
              rows: number.format(job.counts.refusedRows),
              mines: number.format(job.counts.refusedMines),
            })}
          />
        )}
        <Radio.Group
          className="import-commit__mode"
          aria-label={t('import.commit.modeLabel')}
          value={mode}
          onChange={(event) => setMode(event.target.value as ImportCommitMode)}
          options={[
            { value: 'all', label: t('import.commit.modeAll'), disabled: hasProblems },
            { value: 'valid', label: t('import.commit.modeValid') },
          ]}
        />
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
