import { CloseCircleOutlined } from '@ant-design/icons';
import { Button, Card, Result, Typography } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';

export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="error"
        title={<h1 className="result-title">{t('result.error.title')}</h1>}
        subTitle={t('result.error.subTitle')}
        extra={[
          <Button key="home" onClick={() => void navigate('/')}>
            {t('result.backToWorkplace')}
          </Button>,
          <Button key="retry" type="primary" onClick={() => void navigate(-1)}>
            {t('result.retry')}
          </Button>,
        ]}
      >
        <Typography.Paragraph strong>{t('result.error.reasons')}</Typography.Paragraph>
        <ul className="result-reasons">
          {(['result.error.reason1', 'result.error.reason2'] as const).map((key) => (
            <li key={key}>
              <CloseCircleOutlined className="result-reasons__icon" aria-hidden /> {t(key)}
            </li>
          ))}
        </ul>
      </Result>
    </Card>
  );
}
