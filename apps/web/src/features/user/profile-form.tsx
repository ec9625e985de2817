import type { ProfileUpdateBody, UserInfo } from '@coal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Space } from 'antd';
import { useFeedback } from '@/components/feedback';
import { sessionKeys } from '@/lib/session';
import { updateProfile } from './api/account-api';
import { type ProfileField, ProfileFormItems, profileValues } from './profile-fields';
import { useUserT } from './user-i18n';

/** The owner's basic information as a form; the server checks the same rules and audits the change. */
export function ProfileForm({ user, fields }: { user: UserInfo; fields: readonly ProfileField[] }) {
  const { t } = useUserT();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileUpdateBody>();
  const save = useMutation({
    mutationFn: (values: ProfileUpdateBody) => updateProfile(values),
    onSuccess: async (res) => {
      void message.success(res.msg);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.info() });
    },
  });
  return (
    <Form<ProfileUpdateBody>
      form={form}
      layout="vertical"
      className="profile-form"
      initialValues={profileValues(user)}
      onFinish={(values) => save.mutate(values)}
    >
      <Alert type="info" showIcon title={t('account.profile.hint')} className="profile-form__hint" />
      <div className="profile-form__grid">
        <ProfileFormItems user={user} fields={fields} />
      </div>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('account.profile.save')}
        </Button>
        <Button onClick={() => form.resetFields()}>{t('account.profile.reset')}</Button>
      </Space>
    </Form>
  );
}
