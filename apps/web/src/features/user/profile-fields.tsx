import type { UserInfo } from '@coal/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import { DataText } from '@/components/data-text';
import { useTranslation } from '@/lib/i18n';

/**
 * Every profile fact the user pages show: its label and the value to show (names, not codes). Facts a
 * person wrote are data: they stay as written in either language.
 */
const FIELDS = {
  userName: { label: 'userInfo.userName', value: (u: UserInfo) => u.userName },
  nickName: { label: 'userInfo.nickName', value: (u: UserInfo) => u.nickName, written: true },
  job: { label: 'userInfo.job', value: (u: UserInfo) => u.jobName, written: true },
  organization: { label: 'userInfo.organization', value: (u: UserInfo) => u.organizationName, written: true },
  location: { label: 'userInfo.location', value: (u: UserInfo) => u.locationName, written: true },
  email: { label: 'userInfo.email', value: (u: UserInfo) => u.email },
  phone: { label: 'userInfo.phone', value: (u: UserInfo) => u.phone },
  personalWebsite: { label: 'userInfo.personalWebsite', value: (u: UserInfo) => u.personalWebsite },
  introduction: {
    label: 'userInfo.introduction',
    value: (u: UserInfo) => u.introduction,
    span: 2,
    written: true,
  },
} as const;

export type ProfileField = keyof typeof FIELDS;

/** The account's profile facts, in the order the page lists them; an empty one reads "none". */
export function ProfileFields({
  user,
  fields,
  ...descriptions
}: { user: UserInfo; fields: readonly ProfileField[] } & Pick<
  DescriptionsProps,
  'column' | 'bordered' | 'size'
>) {
  const { t } = useTranslation();
  const none = t('common.none');
  return (
    <Descriptions {...descriptions}>
      {fields.map((key) => {
        const field: { label: string; value: (u: UserInfo) => string; span?: number; written?: boolean } =
          FIELDS[key];
        const value = field.value(user);
        return (
          <Descriptions.Item key={key} label={t(field.label)} span={field.span}>
            {!value ? none : field.written ? <DataText>{value}</DataText> : value}
          </Descriptions.Item>
        );
      })}
    </Descriptions>
  );
}
