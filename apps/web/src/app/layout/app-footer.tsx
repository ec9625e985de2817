import { useTranslation } from '@/lib/i18n';
import { DATA_SLOT, WithData } from '@/components/with-data';
import { StatusTag } from '@/components/status-tag';
import { useAppInfo } from '@/lib/app-info';

/** The operating company's copyright line (company name from the server's configuration). */
export function AppFooter() {
  const { t, language } = useTranslation();
  const { data } = useAppInfo();
  if (!data) return <footer className="app-footer" />;
  // In English the operator's English name when configured; else its name as written, marked as data.
  const english = language === 'en-US' ? data.companyNameEn : undefined;
  return (
    <footer className="app-footer">
      <span>
        {english ? (
          t('footer.copyright', { company: english })
        ) : (
          <WithData text={t('footer.copyright', { company: DATA_SLOT })} value={data.companyName} />
        )}
      </span>
      {data.demoData && <StatusTag tone="orange">{t('footer.demoData')}</StatusTag>}
    </footer>
  );
}
