import { type CompanyProfile, RISK_BANDS, type RiskIndicatorId } from '@coal/contracts';
import { Empty, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RiskBandTag } from '@/components/risk-band-tag';
import { formatNumber } from '@/lib/format-number';
import { mineHref } from '@/lib/mine/mine-links';
import { useCompanyT } from '../company-i18n';

/** Its mines per band, and its highest-scored mines with the indicators that weigh most in each. */
export function CompanyRisk({
  risk,
  indicator,
}: {
  risk: CompanyProfile['risk'];
  indicator: (id: RiskIndicatorId) => ReactNode;
}) {
  const { t, language } = useCompanyT();
  const scored = RISK_BANDS.reduce((s, b) => s + risk.bands[b], 0);
  if (scored === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('company.profile.noRisk')} />;
  return (
    <div className="company-risk">
      <Typography.Text type="secondary">{t('company.profile.bands')}</Typography.Text>
      <Space wrap className="company-risk__bands">
        {RISK_BANDS.map((band) => (
          <span key={band}>
            <RiskBandTag band={band} label={t('company.band', { band })} /> {risk.bands[band]}
          </span>
        ))}
        {risk.unscored > 0 && (
          <Typography.Text type="secondary">
            {t('company.profile.unscored', { count: risk.unscored })}
          </Typography.Text>
        )}
      </Space>
      <Typography.Text type="secondary">{t('company.profile.worst')}</Typography.Text>
      <ol className="company-risk__worst">
        {risk.worst.map((m) => (
          <li key={m.mineId}>
            <Space wrap size={6}>
              <Link to={mineHref(m.mineId)} lang="zh-CN">
                {m.mineName}
              </Link>
              <RiskBandTag band={m.band} label={t('company.band', { band: m.band })} />
              <span>{t('company.profile.score', { score: formatNumber(m.score, language) })}</span>
            </Space>
            <ul className="company-risk__reasons">
              {m.reasons.map((r) => (
                <li key={r.indicator}>
                  {indicator(r.indicator)}
                  <Typography.Text type="secondary">
                    {' '}
                    +{formatNumber(r.contribution, language)}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
