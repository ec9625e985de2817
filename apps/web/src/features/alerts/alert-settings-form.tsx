import { ALERT_KINDS, type AlertKind } from '@coal/contracts';
import { Button, Checkbox, Typography } from 'antd';
import { useState } from 'react';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { useAlertsT } from './alerts-i18n';
import { useAlertSettings, useSaveAlertSettings } from './alert-settings';

/** Which alert kinds reach the user's message box; every kind is on until turned off. */
export function AlertSettingsForm() {
  const { t } = useAlertsT();
  const settings = useAlertSettings();
  return (
    <section aria-labelledby="alerts-title">
      <h2 id="alerts-title" className="panel-heading" style={{ marginBottom: 8 }}>
        {t('alerts.title')}
      </h2>
      <Typography.Paragraph type="secondary">{t('alerts.hint')}</Typography.Paragraph>
      <DataState
        isPending={settings.isPending}
        error={settings.error}
        data={settings.data}
        onRetry={() => void settings.refetch()}
      >
        {(data) => <KindsForm key={data.enabled.join(',')} initial={data.enabled} />}
      </DataState>
    </section>
  );
}

function KindsForm({ initial }: { initial: AlertKind[] }) {
  const { t } = useAlertsT();
  const { message } = useFeedback();
  const save = useSaveAlertSettings();
  const [enabled, setEnabled] = useState<AlertKind[]>(initial);
  return (
    <>
      <Checkbox.Group
        className="alert-kinds"
        value={enabled}
        onChange={(values) => setEnabled(values)}
        options={ALERT_KINDS.map((kind) => ({
          value: kind,
          label: (
            <span className="alert-kind">
              <span>{t(`alerts.kind.${kind}`)}</span>
              <Typography.Text type="secondary" className="alert-kind__hint">
                {t(`alerts.kind.${kind}.hint`)}
              </Typography.Text>
            </span>
          ),
        }))}
      />
      <Button
        type="primary"
        loading={save.isPending}
        style={{ marginTop: 16 }}
        onClick={() => save.mutate(enabled, { onSuccess: () => void message.success(t('alerts.saved')) })}
      >
        {t('alerts.save')}
      </Button>
    </>
  );
}
