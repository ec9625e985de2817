import { changePasswordBody } from '@coal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { changePassword } from '@/lib/session';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const MIN_LENGTH = changePasswordBody.shape.newPassword.minLength ?? 8;

/** Changes the password; the server then ends every session, so `onChanged` signs out with its message. */
export function ChangePasswordForm({ onChanged }: { onChanged: (notice: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
    onSuccess: (res) => onChanged(res.msg),
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="password-form"
      requiredMark
      onFinish={(values) => mutation.mutate(values)}
    >
      <Alert type="info" showIcon title={t('userSetting.password.hint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="oldPassword"
        label={t('userSetting.password.old')}
        rules={[{ required: true, message: t('userSetting.password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('userSetting.password.new')}
        rules={[
          { required: true, message: t('userSetting.password.newRequired') },
          { min: MIN_LENGTH, message: t('userSetting.password.newTooShort') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              value && value === getFieldValue('oldPassword')
                ? Promise.reject(new Error(t('userSetting.password.sameAsOld')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('userSetting.password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('userSetting.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('userSetting.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        {t('userSetting.password.submit')}
      </Button>
    </Form>
  );
}
