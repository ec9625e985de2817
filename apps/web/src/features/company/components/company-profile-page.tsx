import {
  COMPANY_RECORD_ENTITIES,
  type CompanyProfile,
  type CompanyRecord,
  type CompanyRecordEntity,
  type RiskIndicatorId,
} from '@coal/contracts';
import { Card, Col, Row, Statistic, Tabs, Typography } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { PanelBoundary } from '@/components/panel-boundary';
import { RiskBandTag } from '@/components/risk-band-tag';
import { StatusTag } from '@/components/status-tag';
import { isNotFoundError } from '@/lib/http/envelope';
import { formatNumber } from '@/lib/format-number';
import { useClaimPageTitle } from '@/lib/page-title';
import { usePlaceName } from '@/lib/place-name';
import { readNumber } from '@/lib/url-values';
import { useCompany } from '../api/get-company';
import { useCompanyT } from '../company-i18n';
import { CompanyHolders } from './company-holders';
import { CompanyMines } from './company-mines';
import { CompanyMinesMap } from './company-mines-map';
import { CompanyRegistration } from './company-registration';
import { CompanyRisk } from './company-risk';
import '@/styles/features/company.css';

export interface CompanyProfilePageProps {
  NotFound: ComponentType;
  renderGraph: (graph: CompanyProfile['graph']) => ReactNode;
  renderRecords: (entity: CompanyRecordEntity, title: string, rows: CompanyRecord[]) => ReactNode;
  renderNews: (companyId: number, title: string) => ReactNode;
  indicator: (id: RiskIndicatorId) => ReactNode;
}

/** A company's profile (`/profile/basic?id=`): registration, holders and graph, mines, their records, news, risk. */
export function CompanyProfilePage({ NotFound, ...slots }: CompanyProfilePageProps) {
  const { t } = useCompanyT();
  const [params] = useSearchParams();
  const id = readNumber(params.get('id') ?? undefined, { min: 1, max: 2_147_483_647, integer: true }) ?? 0;
  const company = useCompany(id);
  const location = useLocation();
  useClaimPageTitle(
    `${location.pathname}${location.search}`,
    company.data?.name ?? t('company.profile.title'),
  );
  if (id === 0 || isNotFoundError(company.error)) return <NotFound />;
  return (
    <DataState
      isPending={company.isPending}
      error={company.error}
      data={company.data}
      errorTitle={t('company.profile.loadError')}
      onRetry={() => void company.refetch()}
    >
      {(data) => <CompanyProfileBody company={data} {...slots} />}
    </DataState>
  );
}

/** Keeps one broken panel from taking the profile down with it. */
function Guard({ children }: { children: ReactNode }) {
  const { t } = useCompanyT();
  return (
    <PanelBoundary errorTitle={t('company.profile.panelError')} retryLabel={t('company.profile.retry')}>
      {children}
    </PanelBoundary>
  );
}

function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} size="small" extra={extra}>
      <Guard>{children}</Guard>
    </Card>
  );
}

function CompanyProfileBody({
  company,
  renderGraph,
  renderRecords,
  renderNews,
  indicator,
}: { company: CompanyProfile } & Omit<CompanyProfilePageProps, 'NotFound'>) {
  const { t, language } = useCompanyT();
  const place = usePlaceName();
  const parentId =
    company.holders.find((h) => h.name === company.parent)?.companyId ??
    company.graph.nodes.find((n) => n.name === company.parent)?.companyId ??
    null;
  return (
    <div className="company-profile">
      <Card className="company-profile__header">
        <Link to="/list/card" className="company-profile__back">
          {t('company.profile.back')}
        </Link>
        <div className="company-profile__title">
          <h1 lang="zh-CN">{company.name}</h1>
          <StatusTag tone={company.role === 'group' ? 'blue' : 'gray'}>
            {t(`company.role.${company.role}`)}
          </StatusTag>
          {company.worstBand && (
            <RiskBandTag band={company.worstBand} label={t('company.band', { band: company.worstBand })} />
          )}
        </div>
        <Row gutter={[16, 12]} className="company-profile__figures">
          <Col xs={12} md={6}>
            <Statistic title={t('company.profile.mines')} value={company.mines} />
            <Typography.Text type="secondary">
              {t('company.profile.direct')} {company.directMines} · {t('company.profile.through')}{' '}
              {company.mines - company.directMines}
            </Typography.Text>
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title={`${t('company.card.capacity')}（${t('company.card.capacityUnit')}）`}
              value={formatNumber(company.capacity, language)}
            />
          </Col>
          {(['accidents', 'penalties', 'dishonest'] as const).map((kind) => (
            <Col xs={8} md={4} key={kind}>
              <Statistic title={t(`company.card.${kind}`)} value={company[kind]} />
            </Col>
          ))}
          <Col span={24}>
            <Typography.Text type="secondary">
              {t('company.profile.prefectures', { names: company.prefectures.map(place).join(' · ') })} ·{' '}
              {t('company.list.window', company.window)}
            </Typography.Text>
          </Col>
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel title={t('company.profile.registration')}>
            <CompanyRegistration company={company} parentId={parentId} />
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={t('company.profile.shareholders')}>
            <CompanyHolders company={company} />
          </Panel>
        </Col>
        <Col span={24}>
          <Panel title={t('company.profile.graph')}>{renderGraph(company.graph)}</Panel>
        </Col>
        <Col xs={24} xl={15}>
          <Panel title={t('company.profile.mineList')}>
            <CompanyMines mines={company.heldMines} companyId={company.companyId} />
          </Panel>
        </Col>
        <Col xs={24} xl={9}>
          <Panel title={t('company.profile.map')}>
            <CompanyMinesMap mines={company.heldMines} />
          </Panel>
        </Col>
        <Col xs={24} xl={15}>
          <Panel
            title={t('company.profile.records')}
            extra={
              <Typography.Text type="secondary">
                {t('company.profile.recordsNote', company.window)}
              </Typography.Text>
            }
          >
            <Tabs
              items={COMPANY_RECORD_ENTITIES.map((entity) => ({
                key: entity,
                label: `${t(`company.records.${entity}`)} ${company.records[entity].length}`,
                children: renderRecords(entity, t(`company.records.${entity}`), company.records[entity]),
              }))}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={9}>
          <Panel title={t('company.profile.riskPicture')}>
            <CompanyRisk risk={company.risk} indicator={indicator} />
          </Panel>
        </Col>
        <Col span={24}>
          <Guard>{renderNews(company.companyId, t('company.profile.news'))}</Guard>
        </Col>
      </Row>
    </div>
  );
}
