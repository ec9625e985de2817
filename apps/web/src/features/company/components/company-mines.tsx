import type { CompanyMine } from '@coal/contracts';
import { Table } from 'antd';
import { Link } from 'react-router';
import { RiskBandTag } from '@/components/risk-band-tag';
import { companyHref } from '@/lib/company-links';
import { formatNumber } from '@/lib/format-number';
import { mineHref } from '@/lib/mine/mine-links';
import { useStatusLabels } from '@/lib/mine/status-labels';
import { usePlaceName } from '@/lib/place-name';
import { useCompanyT } from '../company-i18n';

/** The mines a company holds, each naming the licence holder it holds the mine through. */
export function CompanyMines({ mines, companyId }: { mines: CompanyMine[]; companyId: number }) {
  const { t, language } = useCompanyT();
  const place = usePlaceName();
  const statuses = useStatusLabels();
  return (
    <div
      className="profile-table-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('company.profile.mineList')}
    >
      <Table<CompanyMine>
        size="small"
        rowKey="mineId"
        dataSource={mines}
        pagination={mines.length > 10 ? { pageSize: 10, size: 'small', hideOnSinglePage: true } : false}
        aria-label={t('company.profile.mineList')}
        columns={[
          {
            key: 'mine',
            title: t('company.profile.mine'),
            render: (_, m) => (
              <Link to={mineHref(m.mineId)} lang="zh-CN">
                {m.mineName}
              </Link>
            ),
          },
          {
            key: 'place',
            title: t('company.profile.place'),
            render: (_, m) => `${place(m.prefecture)} · ${place(m.county)}`,
          },
          {
            key: 'status',
            title: t('company.profile.status'),
            render: (_, m) => statuses?.get(m.productionStatus)?.label ?? m.productionStatus,
          },
          {
            key: 'capacity',
            title: t('company.profile.capacity'),
            align: 'right',
            sorter: (a, b) => a.capacity - b.capacity,
            render: (_, m) => formatNumber(m.capacity, language),
          },
          {
            key: 'holder',
            title: t('company.profile.licenceHolder'),
            render: (_, m) =>
              m.holderId === null || m.holderId === companyId ? (
                <span lang="zh-CN">{m.holder ?? '—'}</span>
              ) : (
                <Link to={companyHref(m.holderId)} lang="zh-CN">
                  {m.holder}
                </Link>
              ),
          },
          {
            key: 'risk',
            title: t('company.profile.risk'),
            render: (_, m) =>
              m.band ? (
                <RiskBandTag band={m.band} label={t('company.band', { band: m.band })} />
              ) : (
                t('company.band.none')
              ),
          },
        ]}
      />
    </div>
  );
}
