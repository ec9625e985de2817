import { Button, Card, Result, Steps } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';

export function SuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="success"
        title={<h1 className="result-title">{t('result.success.title')}</h1>}
        subTitle={t('result.success.subTitle')}
        extra={[
          <Button key="info" onClick={() => void navigate('/user/info')}>
            {t('result.viewMessages')}
          </Button>,
          <Button key="home" type="primary" onClick={() => void navigate('/')}>
            {t('result.backToWorkplace')}
          </Button>,
        ]}
      />
      <section aria-label={t('result.progress')} style={{ maxWidth: 760, margin: '0 auto 24px' }}>
        <h2 className="panel-heading" style={{ marginBottom: 16 }}>
          {t('result.progress')}
        </h2>
        <Steps
          current={1}
          items={[
            { title: t('result.step.submit') },
            { title: t('result.step.review') },
            { title: t('result.step.archive') },
            { title: t('result.step.done') },
          ]}
        />
      </section>
    </Card>
  );
}
