import type { CompanyProfile } from '@coal/contracts';
import { Table, Typography } from 'antd';
import { Link } from 'react-router';
import { companyHref } from '@/lib/company-links';
import { useCompanyT } from '../company-i18n';

type Holder = CompanyProfile['holders'][number];

/** The company's own shareholders, and the companies it holds more than half of. */
export function CompanyHolders({ company }: { company: CompanyProfile }) {
  const { t } = useCompanyT();
  const name = (value: string, id: number | null) =>
    id === null || id === company.companyId ? (
      <span lang="zh-CN">{value}</span>
    ) : (
      <Link to={companyHref(id)} lang="zh-CN">
        {value}
      </Link>
    );
  return (
    <>
      <Table<Holder>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={company.holders}
        locale={{ emptyText: t('company.profile.noHolders') }}
        aria-label={t('company.profile.shareholders')}
        columns={[
          { key: 'name', title: t('company.profile.holder'), render: (_, h) => name(h.name, h.companyId) },
          {
            key: 'type',
            title: t('company.profile.holderType'),
            render: (_, h) => t(`company.profile.holderType.${h.holderType}`),
          },
          {
            key: 'percent',
            title: t('company.profile.percent'),
            align: 'right',
            render: (_, h) => `${h.percent}%`,
          },
        ]}
      />
      {company.subsidiaries.length > 0 && (
        <div className="company-profile__subsidiaries">
          <Typography.Text strong>{t('company.profile.subsidiaries')}</Typography.Text>
          <ul>
            {company.subsidiaries.map((s) => (
              <li key={s.companyId}>
                {name(s.name, s.companyId)} <Typography.Text type="secondary">{s.percent}%</Typography.Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
