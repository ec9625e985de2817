import type { UserInfo } from '@coal/contracts';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from '@/lib/i18n';

/** Every profile fact the user pages show: its label and the value to show (names, not codes). */
const FIELDS = {
  userName: { label: 'userInfo.userName', value: (u: UserInfo) => u.userName },
  nickName: { label: 'userInfo.nickName', value: (u: UserInfo) => u.nickName },
  job: { label: 'userInfo.job', value: (u: UserInfo) => u.jobName },
  organization: { label: 'userInfo.organization', value: (u: UserInfo) => u.organizationName },
  location: { label: 'userInfo.location', value: (u: UserInfo) => u.locationName },
  email: { label: 'userInfo.email', value: (u: UserInfo) => u.email },
  phone: { label: 'userInfo.phone', value: (u: UserInfo) => u.phone },
  personalWebsite: { label: 'userInfo.personalWebsite', value: (u: UserInfo) => u.personalWebsite },
  introduction: { label: 'userInfo.introduction', value: (u: UserInfo) => u.introduction, span: 2 },
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
        const field: { label: string; value: (u: UserInfo) => string; span?: number } = FIELDS[key];
        return (
          <Descriptions.Item key={key} label={t(field.label)} span={field.span}>
            {field.value(user) || none}
          </Descriptions.Item>
        );
      })}
    </Descriptions>
  );
}
