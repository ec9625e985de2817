import { Drawer } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { SideMenu } from './side-menu';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  width: number;
  activeName: string | undefined;
}

/** On phones the side menu lives in a drawer (SPEC.md §4). */
export function MobileMenuDrawer({ open, onClose, width, activeName }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={width}
      closable={false}
      title={t('menu.navigation')}
      styles={{ body: { padding: 0 } }}
      className="app-menu-drawer"
    >
      <nav aria-label={t('menu.navigation')}>
        <SideMenu activeName={activeName} collapsed={false} onNavigated={onClose} />
      </nav>
    </Drawer>
  );
}
