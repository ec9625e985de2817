import { changePasswordBody } from '@coal/contracts';
import type { PasswordVerdict } from '@coal/contracts/password';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { changePassword } from '@/lib/session';
import { passwordRuleQuery } from './api/account-api';
import { PasswordMeter } from './password-meter';
import { useUserT } from './user-i18n';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

type Judge = (password: string, userInputs: readonly string[]) => PasswordVerdict;

const MIN_LENGTH = changePasswordBody.shape.newPassword.minLength ?? 8;

/** The strength rule (zxcvbn and its dictionaries) loads with this form only, not with the console. */
function useJudge(): Judge | null {
  const [judge, setJudge] = useState<Judge | null>(null);
  useEffect(() => {
    let live = true;
    void import('@coal/contracts/password').then((m) => live && setJudge(() => m.judgePassword));
    return () => {
      live = false;
    };
  }, []);
  return judge;
}

/**
 * Changes the password with the current one; the meter runs the server's own rule as the user types.
 * The server then ends every session, so `onChanged` signs out with its message.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: (notice: string) => void }) {
  const { t } = useTranslation();
  const { t: ut } = useUserT();
  const [form] = Form.useForm<Values>();
  const judge = useJudge();
  const rule = useQuery(passwordRuleQuery());
  const userInputs = rule.data?.userInputs ?? [];
  const typed = Form.useWatch('newPassword', form) ?? '';
  const verdict = judge && typed ? judge(typed, userInputs) : null;
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
        extra={ut('account.password.rule')}
        rules={[
          { required: true, message: t('userSetting.password.newRequired') },
          { min: MIN_LENGTH, message: t('userSetting.password.newTooShort') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              if (value && value === getFieldValue('oldPassword'))
                return Promise.reject(new Error(t('userSetting.password.sameAsOld')));
              const refused = value && judge ? judge(value, userInputs).reason : null;
              return refused
                ? Promise.reject(new Error(ut(`account.password.reason.${refused}`)))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordMeter verdict={verdict} />
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
