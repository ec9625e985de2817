import type { CompanyCard as Card } from '@coal/contracts';
import { Link } from 'react-router';
import { RiskBandTag } from '@/components/risk-band-tag';
import { StatusTag } from '@/components/status-tag';
import { companyHref } from '@/lib/company-links';
import { formatNumber } from '@/lib/format-number';
import { usePlaceName } from '@/lib/place-name';
import { useCompanyT } from '../company-i18n';

/** One company: what it holds, where, its worst band and its records of the last three years. */
export function CompanyCard({ company }: { company: Card }) {
  const { t, language } = useCompanyT();
  const place = usePlaceName();
  const through = company.mines - company.directMines;
  return (
    <li className="company-card">
      <div className="company-card__head">
        <h3 className="company-card__name" lang="zh-CN">
          <Link to={companyHref(company.companyId)}>{company.name}</Link>
        </h3>
        <StatusTag tone={company.role === 'group' ? 'blue' : 'gray'}>
          {t(`company.role.${company.role}`)}
        </StatusTag>
      </div>
      <p className="company-card__sub">
        {company.parent ? (
          <span lang="zh-CN">{t('company.card.parent', { name: company.parent })}</span>
        ) : (
          company.creditCode && <span>{t('company.card.creditCode', { code: company.creditCode })}</span>
        )}
      </p>
      <div className="company-card__figures">
        <p>
          <span className="company-card__label">{t('company.card.mines')}</span>
          <strong>{t('company.card.minesValue', { mines: company.mines })}</strong>
          {through > 0 && (
            <span className="company-card__note">{t('company.card.through', { count: through })}</span>
          )}
        </p>
        <p>
          <span className="company-card__label">{t('company.card.capacity')}</span>
          <strong>{formatNumber(company.capacity, language)}</strong>
          <span className="company-card__note">{t('company.card.capacityUnit')}</span>
        </p>
      </div>
      <p className="company-card__places">{company.prefectures.map(place).join(' · ')}</p>
      <dl className="company-card__records" aria-label={t('company.card.threeYears')}>
        <div>
          <dt>{t('company.card.worstBand')}</dt>
          <dd>
            {company.worstBand ? (
              <RiskBandTag band={company.worstBand} label={t('company.band', { band: company.worstBand })} />
            ) : (
              t('company.band.none')
            )}
          </dd>
        </div>
        {(['accidents', 'penalties', 'dishonest'] as const).map((kind) => (
          <div key={kind}>
            <dt>{t(`company.card.${kind}`)}</dt>
            <dd className={company[kind] > 0 ? 'company-card__count--some' : undefined}>{company[kind]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
