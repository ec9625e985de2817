import { InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES } from '@coal/contracts';
import { Alert, Button, Space, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useUploadImport } from '../api/upload-import';
import { useImportT } from '../import-i18n';
import { checkImportFile, type FileRefusal, IMPORT_ACCEPT } from '../model/file-check';
import { formatFileSize } from '../model/file-size';
import { describeUploadError, type UploadFailure } from '../model/upload-error';
import { openJob } from '../model/wizard-params';
import type { ImportStateApi } from '../use-import-state';
import { type UploadPhase, UploadProgress } from './upload-progress';

type Notice = { refusal: FileRefusal; fileName: string; size: number } | { failure: UploadFailure };

/** Step 2: pick or drop a file; it is checked here, sent with progress, then validated by the server. */
export function UploadStep({ api }: { api: ImportStateApi }) {
  const { t, language } = useImportT();
  const { state, go, update } = api;
  const upload = useUploadImport();
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const controller = useRef<AbortController | null>(null);
  const max = formatFileSize(IMPORT_MAX_BYTES, language);

  // Leaving the step (or the page) abandons an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const start = (file: File) => {
    const refusal = checkImportFile(file.name, file.size);
    if (refusal) {
      setNotice({ refusal, fileName: file.name, size: file.size });
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setNotice(null);
    setPhase({ phase: 'sending', fileName: file.name, size: file.size, loaded: 0, total: file.size });
    upload.mutate(
      {
        file,
        signal: abort.signal,
        onProgress: ({ loaded, total }) =>
          setPhase({ phase: 'sending', fileName: file.name, size: file.size, loaded, total }),
        onSent: () => setPhase({ phase: 'validating', fileName: file.name, size: file.size }),
      },
      {
        onSuccess: (job) => go(openJob(state, job.jobId, 'validate')),
        onError: (error) => setNotice({ failure: describeUploadError(error) }),
        onSettled: () => {
          if (controller.current === abort) controller.current = null;
          setPhase(null);
        },
      },
    );
  };

  return (
    <section className="import-step" aria-labelledby="import-upload-heading">
      <h2 id="import-upload-heading" className="import-step__heading">
        {t('import.upload.heading')}
      </h2>
      {phase ? (
        <UploadProgress state={phase} onCancel={() => controller.current?.abort()} />
      ) : (
        <Upload.Dragger
          accept={IMPORT_ACCEPT}
          multiple={false}
          showUploadList={false}
          // Dropped files of another type never reach beforeUpload: refuse them here, with a reason.
          onDrop={(event) => {
            const file = event.dataTransfer.files[0];
            if (file && checkImportFile(file.name, file.size) === 'type') {
              setNotice({ refusal: 'type', fileName: file.name, size: file.size });
            }
          }}
          beforeUpload={(file) => {
            start(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{t('import.upload.drop')}</p>
          <p className="ant-upload-hint">{t('import.upload.hint', { max })}</p>
        </Upload.Dragger>
      )}
      {notice && <UploadNotice notice={notice} max={max} />}
      <Space className="import-step__actions">
        <Button onClick={() => update({ step: 'template', page: 1 })}>{t('import.back')}</Button>
      </Space>
    </section>
  );
}

function UploadNotice({ notice, max }: { notice: Notice; max: string }) {
  const { t, language } = useImportT();
  if ('refusal' in notice) {
    const text = t(`import.upload.refused.${notice.refusal}`, {
      fileName: notice.fileName,
      size: formatFileSize(notice.size, language),
      max,
    });
    return <Alert className="import-step__notice" type="error" showIcon role="alert" title={text} />;
  }
  const { failure } = notice;
  if (failure.kind === 'cancelled') {
    return (
      <Alert className="import-step__notice" type="info" showIcon title={t('import.upload.cancelled')} />
    );
  }
  const text =
    failure.kind === 'tooLarge'
      ? t('import.upload.tooLarge', { max })
      : failure.kind === 'network'
        ? t('import.upload.network')
        : failure.message || t('import.upload.failed');
  return (
    <Alert
      className="import-step__notice"
      type="error"
      showIcon
      role="alert"
      title={t('import.upload.failed')}
      description={text}
    />
  );
}
