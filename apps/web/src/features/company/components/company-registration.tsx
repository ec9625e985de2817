import type { CompanyProfile } from '@coal/contracts';
import { Alert, Descriptions } from 'antd';
import { Link } from 'react-router';
import { companyHref } from '@/lib/company-links';
import { formatNumber } from '@/lib/format-number';
import { useCompanyT } from '../company-i18n';

/** Registration facts; a group known only from the ownership graph says so instead of listing blanks. */
export function CompanyRegistration({
  company,
  parentId,
}: {
  company: CompanyProfile;
  parentId: number | null;
}) {
  const { t, language } = useCompanyT();
  const none = t('company.profile.notRecorded');
  const text = (value: string | null) => (value ? <span lang="zh-CN">{value}</span> : none);
  return (
    <>
      {company.role === 'group' && !company.creditCode && (
        <Alert
          type="info"
          showIcon
          className="company-profile__note"
          title={t('company.profile.groupNote')}
        />
      )}
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('company.profile.creditCode')}>
          {company.creditCode ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('company.profile.legalRep')}>{text(company.legalRep)}</Descriptions.Item>
        <Descriptions.Item label={t('company.profile.capital')}>
          {company.capital === null
            ? none
            : t('company.profile.capitalValue', { value: formatNumber(company.capital, language) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('company.profile.establishedOn')}>
          {company.establishedOn ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('company.profile.type')}>{text(company.type)}</Descriptions.Item>
        <Descriptions.Item label={t('company.profile.address')}>{text(company.address)}</Descriptions.Item>
        <Descriptions.Item label={t('company.profile.controller')}>
          {company.controller ? (
            <span lang="zh-CN">
              {company.controller}
              {company.controlShare !== null &&
                t('company.profile.controlShare', { share: company.controlShare })}
            </span>
          ) : (
            none
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('company.profile.parent')}>
          {company.parent ? (
            parentId ? (
              <Link to={companyHref(parentId)} lang="zh-CN">
                {company.parent}
              </Link>
            ) : (
              text(company.parent)
            )
          ) : (
            '—'
          )}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
