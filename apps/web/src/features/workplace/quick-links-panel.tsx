import type { ComponentType } from 'react';
import { type LocaleKey, useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { PanelCard } from '@/components/panel-card';

export interface QuickLink {
  key: string;
  path: string;
  locale: LocaleKey;
  icon?: ComponentType;
}

/** Shortcuts to the pages the current role may open. */
export function QuickLinksPanel({ links }: { links: readonly QuickLink[] }) {
  const { t } = useTranslation();
  return (
    <PanelCard
      labelledBy="quick-links-title"
      title={
        <h2 id="quick-links-title" className="panel-heading">
          {t('workplace.quickLinks.title')}
        </h2>
      }
    >
      <ul className="quick-links">
        {links.map(({ key, path, locale, icon: Icon }) => (
          <li key={key}>
            <Link to={path} className="quick-links__item">
              {Icon && (
                <span className="quick-links__icon" aria-hidden>
                  <Icon />
                </span>
              )}
              <span>{t(locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}
