import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { IconButton } from '@/components/icon-button';
import { useSettingsStore } from './settings-store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSettingsStore((s) => s.theme);
  const update = useSettingsStore((s) => s.update);
  const dark = theme === 'dark';
  return (
    <IconButton
      label={dark ? t('navbar.theme.toLight') : t('navbar.theme.toDark')}
      icon={dark ? <SunOutlined /> : <MoonOutlined />}
      onClick={() => update({ theme: dark ? 'light' : 'dark' })}
    />
  );
}
