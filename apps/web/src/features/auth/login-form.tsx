import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiError } from '@/lib/http/envelope';
import { raiseAfterNavigation } from '@/lib/pending-toast';
import { getInfo, login, useSessionStore } from '@/lib/session';
import { EyeIcon, EyeOffIcon, LockIcon, UserIcon } from '@/components/line-icons';

interface Values {
  username: string;
  password: string;
}

type FieldErrors = Partial<Record<keyof Values, string>>;

/**
 * Signs in, loads the user, then hands over to the caller to navigate. Plain HTML controls: the
 * sign-in page is the first screen of most visits and loads no component library.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const signIn = useSessionStore((s) => s.signIn);
  const setInfo = useSessionStore((s) => s.setInfo);
  const clear = useSessionStore((s) => s.clear);
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);

  const [pending, setPending] = useState(false);

  // A plain async handler rather than a query-library mutation: the first screen stays smaller.
  const signInWith = async ({ username, password }: Values) => {
    setPending(true);
    setError(null);
    try {
      const data = await login({ username: username.trim(), password });
      signIn(data.access_token);
      try {
        setInfo(await getInfo({ silent: true }));
      } catch (cause) {
        clear();
        throw cause;
      }
      raiseAfterNavigation(t('login.form.login.success'));
      onSignedIn();
    } catch (cause) {
      // One message, in the form: the server's reason when it gave one (wrong password, locked account).
      setError(cause instanceof ApiError && cause.message ? cause.message : t('login.form.login.errMsg'));
    } finally {
      setPending(false);
    }
  };

  const validate = (next: Values): FieldErrors => ({
    ...(next.username.trim() ? {} : { username: t('login.form.userName.errMsg') }),
    ...(next.password ? {} : { password: t('login.form.password.errMsg') }),
  });

  const change = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been reported, its message follows what is typed.
    if (fieldErrors[field]) setFieldErrors((old) => ({ ...old, [field]: validate(next)[field] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validate(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0 && !pending) void signInWith(values);
  };

  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    value: values[name],
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      {error && (
        <div className="login-form__alert" role="alert">
          {error}
        </div>
      )}
      <div className="login-form__item">
        <label htmlFor={`${id}-username`}>{t('login.form.userName')}</label>
        <div className="login-form__control" data-invalid={fieldErrors.username ? '' : undefined}>
          <UserIcon />
          <input
            {...field('username')}
            name="username"
            autoComplete="username"
            placeholder={t('login.form.userName.placeholder')}
          />
        </div>
        {fieldErrors.username && (
          <div id={`${id}-username-error`} className="login-form__error">
            {fieldErrors.username}
          </div>
        )}
      </div>
      <div className="login-form__item">
        <label htmlFor={`${id}-password`}>{t('login.form.password')}</label>
        <div className="login-form__control" data-invalid={fieldErrors.password ? '' : undefined}>
          <LockIcon />
          <input
            {...field('password')}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('login.form.password.placeholder')}
          />
          <button
            type="button"
            className="login-form__reveal"
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeIcon /> : <EyeOffIcon />}
          </button>
        </div>
        {fieldErrors.password && (
          <div id={`${id}-password-error`} className="login-form__error">
            {fieldErrors.password}
          </div>
        )}
      </div>
      <button
        type="submit"
        className="login-form__submit"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending && <span className="login-form__spinner" aria-hidden="true" />}
        {t('login.form.login')}
      </button>
    </form>
  );
}
