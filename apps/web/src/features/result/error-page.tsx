import { Button, Card, Result, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { isFailedFlow } from '@/lib/failed-flow';
import { useResultT } from './result-i18n';

/** `/result/error`: the real error of a failed edit, batch edit or import, passed in the router state. */
export function ErrorPage() {
  const { t } = useResultT();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  if (!isFailedFlow(state))
    return (
      <Card>
        <Result
          status="warning"
          title={<h1 className="result-title">{t('outcome.error.lost')}</h1>}
          subTitle={t('outcome.error.lostHint')}
          extra={<Button onClick={() => void navigate(-1)}>{t('outcome.back')}</Button>}
        />
      </Card>
    );
  return (
    <Card>
      <Result
        status="error"
        title={<h1 className="result-title">{t('outcome.error.title')}</h1>}
        subTitle={t('outcome.error.what', { flow: t(`outcome.error.flow.${state.flow}`) })}
        extra={
          <Button type="primary" onClick={() => void navigate(state.back)}>
            {t('outcome.back')}
          </Button>
        }
      >
        <Typography.Paragraph>
          <Typography.Text strong>{state.msg}</Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('outcome.error.code', { code: state.code })}
          {state.requestId ? ` · ${t('outcome.error.request', { id: state.requestId })}` : ''}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('outcome.error.next')}</Typography.Paragraph>
      </Result>
    </Card>
  );
}
