import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { UserAvatar } from './user-avatar';
import { useSwitchRole } from './use-switch-role';
import '@/styles/features/user.css';

interface AvatarMenuProps {
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

export function AvatarMenu({ onNavigate, onLogout }: AvatarMenuProps) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const switchRole = useSwitchRole();
  const name = user?.nickName || user?.userName || '';
  const items: MenuProps['items'] = [
    { key: 'switch', icon: <SwapOutlined />, label: t('navbar.switchRoles'), disabled: switchRole.isPending },
    { key: 'info', icon: <UserOutlined />, label: t('navbar.userCenter') },
    { key: 'setting', icon: <SettingOutlined />, label: t('navbar.userSettings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('navbar.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'switch') switchRole.mutate();
    else if (key === 'info') onNavigate('/user/info');
    else if (key === 'setting') onNavigate('/user/setting');
    else if (key === 'logout') onLogout();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="avatar-trigger" aria-label={t('navbar.avatar', { name })}>
        <UserAvatar name={name} src={user?.avatar ?? ''} size={32} className="avatar-trigger__avatar" />
      </button>
    </Dropdown>
  );
}
