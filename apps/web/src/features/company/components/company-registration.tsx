import type { CompanyProfile } from '@coal/contracts';
import { Alert, Descriptions, type DescriptionsProps } from 'antd';
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
  const unregisteredGroup = company.role === 'group' && !company.creditCode;
  const registration: DescriptionsProps['items'] = [
    { key: 'creditCode', label: t('company.profile.creditCode'), children: company.creditCode ?? none },
    { key: 'legalRep', label: t('company.profile.legalRep'), children: text(company.legalRep) },
    {
      key: 'capital',
      label: t('company.profile.capital'),
      children:
        company.capital === null
          ? none
          : t('company.profile.capitalValue', { value: formatNumber(company.capital, language) }),
    },
    {
      key: 'establishedOn',
      label: t('company.profile.establishedOn'),
      children: company.establishedOn ?? none,
    },
    { key: 'type', label: t('company.profile.type'), children: text(company.type) },
    { key: 'address', label: t('company.profile.address'), children: text(company.address) },
  ];
  const control: DescriptionsProps['items'] = [
    {
      key: 'controller',
      label: t('company.profile.controller'),
      children: company.controller ? (
        <span lang="zh-CN">
          {company.controller}
          {company.controlShare !== null &&
            t('company.profile.controlShare', { share: company.controlShare })}
        </span>
      ) : (
        none
      ),
    },
    {
      key: 'parent',
      label: t('company.profile.parent'),
      children: company.parent ? (
        parentId ? (
          <Link to={companyHref(parentId)} lang="zh-CN">
            {company.parent}
          </Link>
        ) : (
          text(company.parent)
        )
      ) : (
        '—'
      ),
    },
  ];
  return (
    <>
      {unregisteredGroup && (
        <Alert
          type="info"
          showIcon
          className="company-profile__note"
          title={t('company.profile.groupNote')}
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={unregisteredGroup ? control : [...registration, ...control]}
      />
    </>
  );
}
