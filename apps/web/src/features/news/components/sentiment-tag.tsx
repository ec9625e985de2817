import type { SentimentLabel } from '@coal/contracts';
import { Tag, Tooltip } from 'antd';
import { useNewsT } from '../news-i18n';

const COLORS: Record<SentimentLabel, string> = { positive: 'success', neutral: 'default', negative: 'error' };

/** 正面 / 中性 / 负面, with the score on hover. */
export function SentimentTag({ label, score }: { label: SentimentLabel; score?: number }) {
  const { t } = useNewsT();
  const tag = (
    <Tag color={COLORS[label]} className="news-sentiment-tag" data-label={label}>
      {t(`news.label.${label}`)}
    </Tag>
  );
  return score === undefined ? (
    tag
  ) : (
    <Tooltip title={t('news.score', { score: score.toFixed(2) })}>{tag}</Tooltip>
  );
}
