import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/http/envelope';
import { getInfo, login, useSessionStore } from '@/lib/session';
import { useFeedback } from '@/components/feedback';

interface Values {
  username: string;
  password: string;
}

/** Signs in, loads the user, greets, then hands over to the caller to navigate. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const signIn = useSessionStore((s) => s.signIn);
  const setInfo = useSessionStore((s) => s.setInfo);
  const clear = useSessionStore((s) => s.clear);
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ username, password }: Values) => {
      const data = await login({ username: username.trim(), password });
      signIn(data.access_token);
      try {
        setInfo(await getInfo({ silent: true }));
      } catch (cause) {
        clear();
        throw cause;
      }
    },
    onMutate: () => setError(null),
    onSuccess: () => {
      void message.success(t('login.form.login.success'));
      onSignedIn();
    },
    onError: (cause) => {
      // One message, in the form: the server's reason, or the generic one when there is none.
      setError(cause instanceof ApiError && cause.message ? cause.message : t('login.form.login.errMsg'));
    },
  });

  return (
    <Form<Values>
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => mutation.mutate(values)}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item
        name="username"
        label={t('login.form.userName')}
        rules={[{ required: true, whitespace: true, message: t('login.form.userName.errMsg') }]}
      >
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('login.form.userName.placeholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.form.password')}
        rules={[{ required: true, message: t('login.form.password.errMsg') }]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('login.form.password.placeholder')}
          autoComplete="current-password"
          iconRender={(visible) =>
            visible ? (
              <EyeOutlined aria-label={t('login.hidePassword')} />
            ) : (
              <EyeInvisibleOutlined aria-label={t('login.showPassword')} />
            )
          }
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        {t('login.form.login')}
      </Button>
    </Form>
  );
}
