import { Button, Progress } from 'antd';
import { useImportT } from '../import-i18n';
import { formatFileSize } from '../model/file-size';

export type UploadPhase =
  | { phase: 'sending'; fileName: string; size: number; loaded: number; total: number }
  | { phase: 'validating'; fileName: string; size: number };

/** The upload's progress while bytes go out, then an indeterminate bar while the server validates. */
export function UploadProgress({ state, onCancel }: { state: UploadPhase; onCancel: () => void }) {
  const { t, language } = useImportT();
  const size = formatFileSize(state.size, language);
  const total = state.phase === 'sending' ? state.total || state.size : state.size;
  const percent =
    state.phase === 'sending' && total > 0 ? Math.min(99, Math.floor((state.loaded / total) * 100)) : 0;

  return (
    <div className="import-progress" aria-live="polite">
      {state.phase === 'sending' ? (
        <>
          <p className="import-progress__label" id="import-upload-label">
            {t('import.upload.uploading', { fileName: state.fileName, size })}
          </p>
          <Progress percent={percent} status="active" aria-labelledby="import-upload-label" />
        </>
      ) : (
        <>
          <p className="import-progress__label" id="import-validate-label">
            {t('import.upload.validating', { fileName: state.fileName })}
          </p>
          <div
            className="import-progress__indeterminate"
            role="progressbar"
            aria-busy="true"
            aria-labelledby="import-validate-label"
          >
            <span />
          </div>
        </>
      )}
      <Button size="small" onClick={onCancel}>
        {t('import.upload.cancel')}
      </Button>
    </div>
  );
}
