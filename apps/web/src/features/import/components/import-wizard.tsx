import { Alert, Button, Card, Skeleton, Steps } from 'antd';
import { useIsPhone } from '@/lib/use-is-phone';
import { useImportJob } from '../api/get-import-job';
import { useImportT } from '../import-i18n';
import { formatFileSize } from '../model/file-size';
import {
  freshWizard,
  stepFor,
  stepIndex,
  stepsAllowed,
  stepsStatus,
  WIZARD_STEPS,
} from '../model/wizard-params';
import type { ImportStateApi } from '../use-import-state';
import { CommitStep } from './commit-step';
import { PreviewStep } from './preview-step';
import { TemplateStep } from './template-step';
import { UploadStep } from './upload-step';
import { ValidationStep } from './validation-step';

/** The five steps; the job id and step in the URL bring a reload back to the same place. */
export function ImportWizard({ api, searchPath }: { api: ImportStateApi; searchPath?: string }) {
  const { t, language } = useImportT();
  const { state, go, update } = api;
  const job = useImportJob(state.jobId);
  const phone = useIsPhone();

  if (state.jobId !== undefined && job.isPending) {
    return <Skeleton active paragraph={{ rows: 6 }} aria-busy="true" />;
  }
  if (state.jobId !== undefined && (job.isError || !job.data)) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('import.jobLoadFailed')}
        description={job.error instanceof Error ? job.error.message : undefined}
        action={
          <Button size="small" onClick={() => go(freshWizard(state))}>
            {t('import.startOver')}
          </Button>
        }
      />
    );
  }

  const detail = state.jobId === undefined ? undefined : job.data;
  // Mines whose rows are all valid: an invalid job may still commit these.
  const partial = (detail?.counts.mines ?? 0) > 0;
  const step = stepFor(state.step, detail?.status, partial);
  const allowed = stepsAllowed(detail?.status, partial);
  const current = stepIndex(step);

  return (
    <Card className="import-wizard">
      <Steps
        className="import-wizard__steps"
        aria-label={t('import.steps')}
        current={current}
        status={stepsStatus(detail?.status, step)}
        type={phone ? 'dot' : 'default'}
        titlePlacement={phone ? 'vertical' : 'horizontal'}
        responsive={false}
        size={phone ? 'small' : 'default'}
        onChange={(index) => {
          const next = WIZARD_STEPS[index];
          if (next && allowed.includes(next)) update({ step: next, page: 1 });
        }}
        items={WIZARD_STEPS.map((key) => ({
          title: t(`import.step.${key}`),
          disabled: !allowed.includes(key),
        }))}
      />
      {detail && (
        <p className="import-wizard__job">
          {t('import.jobLabel', { jobId: detail.jobId, fileName: detail.fileName })}
          <span className="import-wizard__size">{formatFileSize(detail.fileSize, language)}</span>
        </p>
      )}
      <div className="import-wizard__body">
        {step === 'template' && <TemplateStep onNext={() => update({ step: 'upload', page: 1 })} />}
        {step === 'upload' && <UploadStep api={api} />}
        {step === 'validate' && detail && <ValidationStep job={detail} api={api} />}
        {step === 'preview' && detail && <PreviewStep job={detail} api={api} />}
        {step === 'commit' && detail && <CommitStep job={detail} api={api} searchPath={searchPath} />}
      </div>
    </Card>
  );
}
