import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Logo } from '@/components/logo';
import { useAppInfo } from '@/lib/app-info';
import { CoalScene } from './coal-scene';
import { LoginForm } from './login-form';
import { LoginNotice } from './login-notice';
import '@/styles/features/login.css';

interface LoginPageProps {
  onSignedIn: () => void;
  /** Language and theme controls, supplied by the app. */
  toolbar?: ReactNode;
  /** The theme colour the user chose. */
  primaryColor: string;
}

export function LoginPage({ onSignedIn, toolbar, primaryColor }: LoginPageProps) {
  const { t } = useTranslation();
  const appInfo = useAppInfo();
  // The server lists an account only while its documented demo password still opens it.
  const demoAccounts = appInfo.data?.demoAccounts ?? [];
  return (
    <div className="login" style={{ '--login-primary': primaryColor } as CSSProperties}>
      <LoginNotice />
      <aside className="login__banner">
        <div className="login__brand">
          <Logo size={40} />
          <span>{t('app.productName')}</span>
        </div>
        <div className="login__pitch">
          <p className="login__headline">{t('login.banner.title')}</p>
          <p className="login__subtitle">{t('login.banner.subtitle')}</p>
          <ul className="login__points">
            <li>{t('login.banner.point1')}</li>
            <li>{t('login.banner.point2')}</li>
            <li>{t('login.banner.point3')}</li>
          </ul>
        </div>
        <CoalScene />
      </aside>
      <main className="login__main">
        <div className="login__toolbar">{toolbar}</div>
        <div className="login__card">
          <div className="login__mobile-brand">
            <Logo size={36} />
            <span>{t('app.productName')}</span>
          </div>
          <h1 className="login__title">{t('login.form.title')}</h1>
          <p className="login__hint">{t('login.form.subtitle')}</p>
          <LoginForm onSignedIn={onSignedIn} />
          {demoAccounts.length > 0 && (
            <p className="login__demo" role="note">
              {t('login.form.demoAccounts', {
                accounts: demoAccounts
                  .map((account) => `${account.userName} / ${account.password}`)
                  .join(t('login.form.demoAccountsSeparator')),
              })}
            </p>
          )}
        </div>
        <footer className="login__footer">
          {appInfo.data ? t('footer.copyright', { company: appInfo.data.companyName }) : null}
        </footer>
      </main>
    </div>
  );
}
