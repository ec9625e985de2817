import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import '@/styles/features/exception.css';

interface ExceptionViewProps {
  status: '403' | '404' | '500';
  /** The 404 page offers retry beside back. */
  withRetry?: boolean;
}

/** The shared body of the 403/404/500 pages with the spec's texts. */
export function ExceptionView({ status, withRetry = false }: ExceptionViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    // A deep link has no history to go back to: go home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  const extra: ResultProps['extra'] = [
    withRetry && (
      <Button key="retry" onClick={() => window.location.reload()}>
        {t('exception.retry')}
      </Button>
    ),
    <Button key="back" type="primary" onClick={back}>
      {t('exception.back')}
    </Button>,
  ];
  return (
    <div className="exception">
      <Result
        status={status}
        title={<h1 className="exception__title">{t(`exception.${status}.title`)}</h1>}
        subTitle={t(`exception.${status}.description`)}
        extra={extra}
      />
    </div>
  );
}
