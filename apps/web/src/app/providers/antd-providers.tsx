import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSettingsStore } from '@/features/settings/settings-store';
import { FeedbackProvider } from '@/components/feedback';
import { tint } from '@/lib/color';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { HttpUiBridge } from './http-ui-bridge';
import { PendingToast } from './pending-toast';
import { THEME_VARS_CLASS, ThemeSync } from './theme-sync';

/** Ant Design's theme and locale, the app's toasts and the HTTP layer's dialogs, for the pages that use them. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { language } = useTranslation();
  const mode = useSettingsStore((s) => s.theme);
  const themeColor = useSettingsStore((s) => s.themeColor);
  const english = language === 'en-US';
  const reducedMotion = usePrefersReducedMotion();
  const algorithm = mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
  // On dark surfaces the primary colour is too dim for text: selected items use a lighter tint (AA contrast).
  const selectedText = mode === 'dark' ? tint(themeColor, 0.45) : themeColor;

  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
  }, [english]);

  return (
    <ConfigProvider
      locale={english ? enUS : zhCN}
      // Two-character Chinese labels keep their natural spelling (登录, not 登 录) for readers and tests.
      button={{ autoInsertSpace: false }}
      theme={{
        // Components' CSS is the build's static sheet (antd-styles.ts); only the theme's variables are written here.
        zeroRuntime: true,
        hashed: false,
        cssVar: { key: THEME_VARS_CLASS },
        algorithm,
        // colorPrimary regenerates the whole palette (hover, active, backgrounds) from one colour.
        token: {
          colorPrimary: themeColor,
          borderRadius: 4,
          // Descriptions and result subtitles must keep AA contrast (the default 45 % text does not).
          colorTextDescription: mode === 'dark' ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.65)',
          // Links follow the theme colour at AA contrast (Ant Design's default link blue is 4.1:1 on white).
          colorLink: selectedText,
          // Placeholders are text too: the default 25 % is 1.8:1, this is 4.7:1 (light) and 5.9:1 (dark).
          colorTextPlaceholder: mode === 'dark' ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.55)',
          // Menus, drawers and pop-ups open without sliding or zooming when the system asks for less motion.
          motion: !reducedMotion,
        },
        components: {
          Menu: { itemSelectedColor: selectedText, subMenuItemSelectedColor: selectedText },
          Tabs: { itemSelectedColor: selectedText, itemActiveColor: selectedText },
        },
      }}
    >
      <FeedbackProvider>
        <ThemeSync />
        <HttpUiBridge />
        <PendingToast />
        {children}
      </FeedbackProvider>
    </ConfigProvider>
  );
}
