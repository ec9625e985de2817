import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/status-tag';
import { useAppInfo } from '@/lib/app-info';

/** The operating company's copyright line (company name from the server's configuration). */
export function AppFooter() {
  const { t } = useTranslation();
  const { data } = useAppInfo();
  if (!data) return <footer className="app-footer" />;
  return (
    <footer className="app-footer">
      <span>{t('footer.copyright', { company: data.companyName })}</span>
      {data.demoData && <StatusTag tone="orange">{t('footer.demoData')}</StatusTag>}
    </footer>
  );
}
