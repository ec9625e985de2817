import { LoginOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { IconButton } from '@/components/icon-button';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { MessageBell } from '@/features/messages';
import { MineSearchButton } from '@/features/search';
import { ThemeToggle } from '@/features/settings';
import { AvatarMenu } from '@/features/user';
import { useSessionStore } from '@/lib/session';
import { useLogout } from './use-logout';

interface NavbarProps {
  /** Shown on phones, where the menu lives in a drawer. */
  onOpenMenu?: () => void;
  onOpenSettings: () => void;
}

export function Navbar({ onOpenMenu, onOpenSettings }: NavbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  // The public home page is open signed out: offer sign-in instead of an empty inbox and avatar.
  const signedIn = useSessionStore((s) => s.token !== null);
  return (
    <header className="navbar">
      <div className="navbar__left">
        {onOpenMenu && <IconButton label={t('menu.open')} icon={<MenuOutlined />} onClick={onOpenMenu} />}
        {/* The link is named by the title it shows (the short one on narrow phones), as WCAG 2.5.3 asks. */}
        <Link to="/index" className="navbar__brand" title={t('navbar.home')}>
          <Logo size={30} />
          <span className="navbar__title">{t('app.productName')}</span>
          <span className="navbar__title navbar__title--short">{t('app.productShort')}</span>
        </Link>
      </div>
      <ul className="navbar__right">
        <li>
          <MineSearchButton />
        </li>
        <li>
          <LanguageSwitch />
        </li>
        <li>
          <ThemeToggle />
        </li>
        {signedIn && (
          <li>
            <MessageBell />
          </li>
        )}
        <li>
          <IconButton label={t('navbar.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} />
        </li>
        <li>
          {signedIn ? (
            <AvatarMenu onNavigate={(path) => void navigate(path)} onLogout={() => void logout()} />
          ) : (
            <Button
              type="primary"
              icon={<LoginOutlined />}
              onClick={() => void navigate('/login?redirect=Index')}
            >
              {t('login.form.login')}
            </Button>
          )}
        </li>
      </ul>
    </header>
  );
}
