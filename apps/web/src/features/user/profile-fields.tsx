import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  PROFILE_LIMITS,
  type ProfileUpdateBody,
  type UserInfo,
  WEBSITE_PATTERN,
} from '@coal/contracts';
import { Descriptions, type DescriptionsProps, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { DataText } from '@/components/data-text';
import { useTranslation } from '@/lib/i18n';
import { useUserT } from './user-i18n';

type Editable = keyof ProfileUpdateBody;

interface FieldSpec {
  label: string;
  value: (u: UserInfo) => string;
  span?: number;
  /** Written by a person: stays as written in either language. */
  written?: boolean;
  /** The column the owner may change, with the rule the server applies too. */
  edit?: {
    name: Editable;
    pattern?: {
      regex: RegExp;
      message: 'account.profile.email' | 'account.profile.phone' | 'account.profile.website';
    };
    required?: boolean;
    multiline?: boolean;
  };
}

/**
 * Every profile fact the user pages show and the form edits: its label, the value shown (names, not
 * codes) and, for what the owner may change, the same limits and patterns the server checks.
 */
const FIELDS = {
  userName: { label: 'userInfo.userName', value: (u: UserInfo) => u.userName },
  nickName: {
    label: 'userInfo.nickName',
    value: (u: UserInfo) => u.nickName,
    written: true,
    edit: { name: 'nickName', required: true },
  },
  job: { label: 'userInfo.job', value: (u: UserInfo) => u.jobName, written: true, edit: { name: 'jobName' } },
  organization: {
    label: 'userInfo.organization',
    value: (u: UserInfo) => u.organizationName,
    written: true,
    edit: { name: 'organizationName' },
  },
  location: {
    label: 'userInfo.location',
    value: (u: UserInfo) => u.locationName,
    written: true,
    edit: { name: 'locationName' },
  },
  email: {
    label: 'userInfo.email',
    value: (u: UserInfo) => u.email,
    edit: { name: 'email', pattern: { regex: EMAIL_PATTERN, message: 'account.profile.email' } },
  },
  phone: {
    label: 'userInfo.phone',
    value: (u: UserInfo) => u.phone,
    edit: { name: 'phone', pattern: { regex: PHONE_PATTERN, message: 'account.profile.phone' } },
  },
  personalWebsite: {
    label: 'userInfo.personalWebsite',
    value: (u: UserInfo) => u.personalWebsite,
    edit: {
      name: 'personalWebsite',
      pattern: { regex: WEBSITE_PATTERN, message: 'account.profile.website' },
    },
  },
  introduction: {
    label: 'userInfo.introduction',
    value: (u: UserInfo) => u.introduction,
    span: 2,
    written: true,
    edit: { name: 'introduction', multiline: true },
  },
} satisfies Record<string, FieldSpec>;

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
        const field: FieldSpec = FIELDS[key];
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

/** The values the edit form starts from: the owner's current facts. */
export function profileValues(user: UserInfo): ProfileUpdateBody {
  return {
    nickName: user.nickName,
    email: user.email,
    phone: user.phone,
    jobName: user.jobName,
    organizationName: user.organizationName,
    locationName: user.locationName,
    personalWebsite: user.personalWebsite,
    introduction: user.introduction,
  };
}

/** The same facts as form items, for the fields the owner may change; read-only ones are shown disabled. */
export function ProfileFormItems({ user, fields }: { user: UserInfo; fields: readonly ProfileField[] }) {
  const { t } = useUserT();
  const { t: tr } = useTranslation();
  return (
    <>
      {fields.map((key) => {
        const field: FieldSpec = FIELDS[key];
        const label = tr(field.label);
        if (!field.edit)
          return (
            <Form.Item key={key} label={label}>
              <Input value={field.value(user)} disabled />
            </Form.Item>
          );
        const { name, pattern, required, multiline } = field.edit;
        const max = PROFILE_LIMITS[name];
        const rules: Rule[] = [
          { required, whitespace: true, message: t('account.profile.required', { field: label }) },
          { max, message: t('account.profile.tooLong', { field: label, max }) },
        ];
        if (pattern) rules.push({ pattern: pattern.regex, message: t(pattern.message) });
        return (
          <Form.Item key={key} name={name} label={label} rules={rules} required={required}>
            {/* What the owner writes is data, in Chinese whatever the interface language. */}
            {multiline ? (
              <Input.TextArea lang="zh-CN" autoSize={{ minRows: 3, maxRows: 6 }} maxLength={max} showCount />
            ) : (
              <Input lang="zh-CN" maxLength={max} />
            )}
          </Form.Item>
        );
      })}
    </>
  );
}
