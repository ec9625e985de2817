import { RiskScoreLabel, RiskUnscoredLabel } from '@/components/risk-score-label';
import { DICT_TYPES, type MineHeader, placeName } from '@coal/contracts';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { DataText } from '@/components/data-text';
import { StatusTag } from '@/components/status-tag';
import { useDict } from '@/lib/dict';
import { formatNumber } from '../model/format';
import { useProfileT } from '../profile-i18n';
import { LicenceList } from './licence-list';
import { SampleTag } from '@/components/sample-tag';

/** Name, status, place, company, capacity, score and licence validity, with the page's actions. */
export function ProfileHeader({ header, actions }: { header: MineHeader; actions: ReactNode }) {
  const { t, zh, language } = useProfileT();
  const status = useDict(DICT_TYPES.productionStatus).data?.get(header.productionStatus);
  const colon = zh ? '：' : ': ';
  return (
    <Card className="profile-header">
      <div className="profile-header__top">
        <div className="profile-header__titles">
          <div className="profile-header__name-row">
            <h1 className="profile-header__name" lang="zh-CN">
              {header.mineName}
            </h1>
            <StatusTag tone={status?.tone ?? 'gray'}>{status?.label ?? header.productionStatus}</StatusTag>
            {header.isSample && <SampleTag label={t('profile.sample')} hint={t('profile.sampleHint')} />}
          </div>
          <p className="profile-header__meta">
            <span>
              <EnvironmentOutlined aria-hidden />{' '}
              <DataText>
                {t('profile.location', {
                  prefecture: placeName(header.prefecture, language),
                  county: placeName(header.county, language),
                })}
              </DataText>
            </span>
            <span>
              {t('profile.code')}
              {colon}
              {header.mineCode}
            </span>
            {header.aliases.length > 0 && (
              <span>
                {t('profile.aliases')}
                {colon}
                <DataText>{header.aliases.join('、')}</DataText>
              </span>
            )}
          </p>
        </div>
        <div className="profile-header__actions">{actions}</div>
      </div>
      <dl className="profile-header__facts">
        <div>
          <dt>{t('profile.company')}</dt>
          <dd>{header.company ? <DataText>{header.company}</DataText> : '—'}</dd>
        </div>
        <div>
          <dt>{t('profile.capacity')}</dt>
          <dd>{t('profile.capacityValue', { value: formatNumber(header.capacity, zh) })}</dd>
        </div>
        <div>
          <dt>{t('profile.score')}</dt>
          <dd>
            {header.score ? (
              <RiskScoreLabel
                score={header.score.value}
                band={header.score.band}
                version={header.score.version}
                computedAt={header.score.computedAt}
                compact
                caption
              />
            ) : (
              <RiskUnscoredLabel reason={header.unscored} />
            )}
          </dd>
        </div>
      </dl>
      <LicenceList licences={header.licences} />
      <p className="profile-header__updated">{t('profile.updated', { time: header.updateTime })}</p>
    </Card>
  );
}
