import { theme } from 'antd';
import { useEffect } from 'react';

/** Mirrors Ant Design's tokens into CSS variables for the layout's own styles. */
export function ThemeSync({ mode, colorWeak }: { mode: 'light' | 'dark'; colorWeak: boolean }) {
  const { token } = theme.useToken();
  useEffect(() => {
    const root = document.documentElement;
    const vars: Record<string, string> = {
      '--app-primary': token.colorPrimary,
      '--app-primary-bg': token.colorPrimaryBg,
      '--app-primary-text': token.colorPrimaryText,
      '--app-surface': token.colorBgContainer,
      '--app-body': token.colorBgLayout,
      '--app-border': token.colorBorderSecondary,
      '--app-text': token.colorText,
      '--app-text-secondary': token.colorTextSecondary,
      '--app-hover': token.controlItemBgHover,
      '--app-focus': token.colorPrimaryBorderHover,
    };
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
  }, [token, mode]);
  useEffect(() => {
    // Colour weakness: the spec's 80 % invert on the whole page.
    document.documentElement.style.filter = colorWeak ? 'invert(80%)' : '';
  }, [colorWeak]);
  return null;
}
