import type { RiskOverview } from '@coal/contracts';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { usePlaceName } from '@/lib/place-name';
import { useRiskT } from '../risk-i18n';

/** The one place that says which mines the figures leave out, and why. */
export function UnscoredPanel({ unscored }: { unscored: RiskOverview['unscored'] }) {
  const { t } = useRiskT();
  const place = usePlaceName();
  return (
    <div data-testid="risk-unscored">
      <Typography.Paragraph>
        {t('risk.unscored.summary', {
          closed: unscored.closed,
          insufficient: unscored.insufficientData.length,
        })}
      </Typography.Paragraph>
      {unscored.insufficientData.length > 0 && (
        <ul className="risk-unscored__list">
          {unscored.insufficientData.map((m) => (
            <li key={m.mineId}>
              <Link to={`/mine/${m.mineId}#score`} lang="zh-CN">
                {m.mineName}
              </Link>{' '}
              <Typography.Text type="secondary">
                （<span lang="zh-CN">{`${place(m.prefecture)} / ${place(m.county)}`}</span>）
                {t('risk.unscored.insufficientData', {
                  missing: m.missing.map((id) => t(`risk.indicator.${id}`)).join('、'),
                })}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
