import { RiskScoreLabel, RiskUnscoredLabel } from '@/components/risk-score-label';
import type { MapMineCard } from '@coal/contracts';
import { DICT_TYPES, placeName } from '@coal/contracts';
import { Alert, Button, Descriptions, Skeleton, Space } from 'antd';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { useDict } from '@/lib/dict';
import { formatNumber } from '@/lib/format-number';
import { useMineCard } from '../api/get-mine-card';
import { useMapT } from '../map-i18n';

const LICENCE_TONE = { valid: 'green', expiring: 'orange', expired: 'red' } as const;

/** The side card of a clicked mine: header facts, licence states, risk band, and where to go next. */
export function MineCard({ mineId }: { mineId: number }) {
  const { t } = useMapT();
  const card = useMineCard(mineId);
  if (card.isPending) return <Skeleton active paragraph={{ rows: 6 }} aria-busy="true" />;
  if (card.error || !card.data)
    return (
      <Alert
        type="error"
        showIcon
        title={t('map.card.error')}
        action={
          <Button size="small" onClick={() => void card.refetch()}>
            {t('map.retry')}
          </Button>
        }
      />
    );
  return <CardBody card={card.data} />;
}

function CardBody({ card }: { card: MapMineCard }) {
  const { t, language } = useMapT();
  const statuses = useDict(DICT_TYPES.productionStatus).data;
  const gasGrades = useDict(DICT_TYPES.gasGrade).data;
  const coalRanks = useDict(DICT_TYPES.coalRank).data;
  const status = statuses?.get(card.productionStatus);
  const dash = '—';
  const id = card.mineId;

  return (
    <div className="map-card">
      <h2 className="map-card__name">
        {card.mineName}
        {card.isSample && <span className="map-card__sample">{t('map.sample')}</span>}
      </h2>
      <p className="map-card__code">{card.mineCode}</p>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'status',
            label: t('map.card.status'),
            children: (
              <StatusTag tone={status?.tone ?? 'gray'}>{status?.label ?? card.productionStatus}</StatusTag>
            ),
          },
          {
            key: 'capacity',
            label: t('map.card.capacity'),
            children: t('map.capacity', { value: formatNumber(card.capacity, language) }),
          },
          { key: 'company', label: t('map.card.company'), children: card.company ?? dash },
          {
            key: 'location',
            label: t('map.card.location'),
            children: `${placeName(card.prefecture, language)} ${placeName(card.county, language)}`,
          },
          {
            key: 'gas',
            label: t('map.card.gasGrade'),
            children: card.gasGrade ? (gasGrades?.get(card.gasGrade)?.label ?? card.gasGrade) : dash,
          },
          {
            key: 'rank',
            label: t('map.card.coalRank'),
            children: card.coalRank ? (coalRanks?.get(card.coalRank)?.label ?? card.coalRank) : dash,
          },
          {
            key: 'licences',
            label: t('map.card.licences'),
            children: card.licences.length ? (
              <Space direction="vertical" size={2}>
                {card.licences.map((l) => (
                  <span key={l.kind}>
                    {t(`map.card.licence.${l.kind}`)}{' '}
                    <StatusTag tone={LICENCE_TONE[l.state]}>
                      {l.state === 'expired'
                        ? t('map.card.licenceExpired', { days: Math.abs(l.daysLeft ?? 0) })
                        : l.state === 'expiring'
                          ? t('map.card.licenceExpiring', { days: l.daysLeft ?? 0 })
                          : t('map.card.licenceValid', { date: l.validTo ?? dash })}
                    </StatusTag>
                  </span>
                ))}
              </Space>
            ) : (
              t('map.card.noLicence')
            ),
          },
          ...(card.riskBand || card.riskUnscored
            ? [
                {
                  key: 'risk',
                  label: t('map.card.risk'),
                  children: card.riskBand ? (
                    <RiskScoreLabel
                      score={card.riskBand.score}
                      band={card.riskBand.band}
                      version={card.riskBand.version}
                      computedAt={card.riskBand.computedAt}
                      compact
                      caption
                    />
                  ) : (
                    <RiskUnscoredLabel reason={card.riskUnscored ?? null} />
                  ),
                },
              ]
            : []),
        ]}
      />
      <nav className="map-card__links">
        <Link to={`/mine/${id}`} className="map-card__primary">
          {t('map.card.profile')}
        </Link>
        <Link to={`/peripheralAnalysis/coalSeamAnalysis/${id}`}>{t('map.card.seams')}</Link>
        <Link to={`/peripheralAnalysis/coalQualityCompare/${id}`}>{t('map.card.quality')}</Link>
        <Link to={`/industryAnalysis?mineId=${id}`}>{t('map.card.surrounding')}</Link>
      </nav>
    </div>
  );
}
