import { useTranslation } from '@/lib/i18n';
import { DataText } from '@/components/data-text';
import { StatusTag } from '@/components/status-tag';
import { useAppInfo } from '@/lib/app-info';

/** The operating company's copyright line (company name from the server's configuration). */
export function AppFooter() {
  const { t } = useTranslation();
  const { data } = useAppInfo();
  if (!data) return <footer className="app-footer" />;
  // The company's name is configuration data, in its own language whatever the interface's.
  const [before = '', after = ''] = t('footer.copyright', { company: '\u0000' }).split('\u0000');
  return (
    <footer className="app-footer">
      <span>
        {before}
        <DataText>{data.companyName}</DataText>
        {after}
      </span>
      {data.demoData && <StatusTag tone="orange">{t('footer.demoData')}</StatusTag>}
    </footer>
  );
}
