import type { RiskBand, RiskUnscoredReason } from '@coal/contracts';
import { Tooltip } from 'antd';
import { defineFeatureMessages } from '@/lib/feature-messages';
import { formatNumber } from '@/lib/format-number';
import { RiskBandTag } from './risk-band-tag';
import '@/styles/risk-score-label.css';

const useLabelT = defineFeatureMessages(
  {
    'riskLabel.name': '风险评分',
    'riskLabel.direction': '风险评分 0–100，越高风险越大',
    'riskLabel.directionShort': '越高风险越大',
    'riskLabel.set': '权重方案第 {{version}} 版 · 计算于 {{time}}',
    'riskLabel.band.A': '{{band}} 低风险',
    'riskLabel.band.B': '{{band}} 较低风险',
    'riskLabel.band.C': '{{band}} 较高风险',
    'riskLabel.band.D': '{{band}} 高风险',
    'riskLabel.unscored.closed': '已注销，不参与评分',
    'riskLabel.unscored.insufficientData': '数据不足，不参与评分',
    'riskLabel.unscored.none': '未评分',
  },
  {
    'riskLabel.name': 'Risk score',
    'riskLabel.direction': 'Risk score 0–100: higher means riskier',
    'riskLabel.directionShort': 'higher is riskier',
    'riskLabel.set': 'Weight set version {{version}} · computed {{time}}',
    'riskLabel.band.A': '{{band}} low risk',
    'riskLabel.band.B': '{{band}} lower risk',
    'riskLabel.band.C': '{{band}} higher risk',
    'riskLabel.band.D': '{{band}} high risk',
    'riskLabel.unscored.closed': 'Closed: not scored',
    'riskLabel.unscored.insufficientData': 'Too little data: not scored',
    'riskLabel.unscored.none': 'Not scored',
  },
);

/**
 * The risk model's score wherever a mine's score is shown: named 风险评分, its direction on hover and
 * focus, the band's name beside its letter, and the weight set and time when the caller knows them.
 */
export function RiskScoreLabel({
  score,
  band,
  version,
  computedAt,
  compact = false,
  caption = false,
}: {
  score: number;
  band: RiskBand;
  version?: number;
  computedAt?: string;
  /** In rows and cards: the value and the band, the name left to the column or field label. */
  compact?: boolean;
  /** Under a compact value: the direction and the weight set in a small line, for headers and cards. */
  caption?: boolean;
}) {
  const { t, language } = useLabelT();
  const set = version !== undefined && computedAt ? [t('riskLabel.set', { version, time: computedAt })] : [];
  const hint = [t('riskLabel.direction'), ...set].join(' · ');
  return (
    <Tooltip title={hint}>
      <span className="risk-score-label" tabIndex={0} data-testid="risk-score-label" aria-label={hint}>
        {!compact && <span className="risk-score-label__name">{t('riskLabel.name')}</span>}
        <span className="risk-score-label__value">{formatNumber(score, language, compact ? 1 : 2)}</span>
        <RiskBandTag band={band} label={t(`riskLabel.band.${band}`, { band })} />
        {!compact && set.length > 0 && <span className="risk-score-label__set">{set[0]}</span>}
        {compact && caption && (
          <span className="risk-score-label__set risk-score-label__caption">
            {[t('riskLabel.directionShort'), ...set].join(' · ')}
          </span>
        )}
      </span>
    </Tooltip>
  );
}

/** Why a mine has no score: closed (注销), too little data, or not yet scored. */
export function RiskUnscoredLabel({ reason }: { reason: RiskUnscoredReason | null }) {
  const { t } = useLabelT();
  return (
    <span className="risk-score-label risk-score-label--none" data-testid="risk-unscored">
      {t(`riskLabel.unscored.${reason ?? 'none'}`)}
    </span>
  );
}
