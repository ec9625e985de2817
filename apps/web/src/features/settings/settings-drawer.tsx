import { Button, ColorPicker, Divider, Drawer, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { type LocaleKey, useTranslation } from '@/lib/i18n';
import { DEFAULT_THEME_COLOR, MENU_WIDTH, type Settings } from './settings-model';
import { currentSettings, useSettingsStore } from './settings-store';
import '@/styles/features/settings.css';
import { useFeedback } from '@/components/feedback';

/** The spec's settings drawer width. */
export const SETTINGS_DRAWER_WIDTH = 300;

const THEME_PRESETS = [
  '#165DFF',
  '#0FC6C2',
  '#00B42A',
  '#FF7D00',
  '#F53F3F',
  '#722ED1',
  '#3491FA',
  '#86909C',
];

type ToggleKey = 'navbar' | 'menu' | 'tabBar' | 'footer' | 'colorWeak';

function Row({ label, control, id }: { label: string; control: ReactNode; id: string }) {
  return (
    <div className="settings-row">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {control}
    </div>
  );
}

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const settings = useSettingsStore();
  const update = (patch: Partial<Settings>) => settings.update(patch);

  const toggle = (key: ToggleKey, label: LocaleKey) => (
    <Row
      key={key}
      id={`setting-${key}`}
      label={t(label)}
      control={
        <Switch
          id={`setting-${key}`}
          size="small"
          checked={settings[key]}
          onChange={(checked) => update({ [key]: checked })}
        />
      }
    />
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(currentSettings(), null, 2));
      void message.success(t('settings.copySettings.success'));
    } catch {
      void message.error(t('settings.copySettings.failed'));
    }
  };

  return (
    <Drawer
      title={t('settings.title')}
      size={SETTINGS_DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      closable={{ 'aria-label': t('settings.close') }}
      footer={
        <div className="settings-footer">
          <Button onClick={() => settings.reset()}>{t('settings.reset')}</Button>
          <Button type="primary" onClick={() => void copy()}>
            {t('settings.copySettings')}
          </Button>
        </div>
      }
    >
      <section className="settings-section" aria-labelledby="settings-theme">
        <h3 id="settings-theme">{t('settings.themeColor')}</h3>
        <ColorPicker
          value={settings.themeColor}
          disabledAlpha
          showText
          presets={[{ label: t('settings.themeColor'), colors: THEME_PRESETS, defaultOpen: true }]}
          onChangeComplete={(color) => update({ themeColor: color.toHexString().toUpperCase() })}
          aria-label={t('settings.themeColor')}
        />
        <Button type="link" size="small" onClick={() => update({ themeColor: DEFAULT_THEME_COLOR })}>
          {DEFAULT_THEME_COLOR}
        </Button>
      </section>
      <Divider />
      <section className="settings-section" aria-labelledby="settings-content">
        <h3 id="settings-content">{t('settings.content')}</h3>
        {toggle('navbar', 'settings.navbar')}
        {toggle('menu', 'settings.menu')}
        {toggle('tabBar', 'settings.tabBar')}
        {toggle('footer', 'settings.footer')}
        <Row
          id="setting-menuWidth"
          label={t('settings.menuWidth')}
          control={
            <InputNumber
              id="setting-menuWidth"
              size="small"
              min={MENU_WIDTH.min}
              max={MENU_WIDTH.max}
              step={10}
              value={settings.menuWidth}
              onChange={(value) => value !== null && update({ menuWidth: Math.round(value) })}
              style={{ width: 88 }}
            />
          }
        />
      </section>
      <Divider />
      <section className="settings-section" aria-labelledby="settings-other">
        <h3 id="settings-other">{t('settings.otherSettings')}</h3>
        {toggle('colorWeak', 'settings.colorWeak')}
      </section>
    </Drawer>
  );
}
