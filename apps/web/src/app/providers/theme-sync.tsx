import { theme } from 'antd';
import { useEffect } from 'react';

/**
 * The class Ant Design writes the theme's variables (`--ant-…`) under. The document carries it too, so
 * the static sheet's rules for plain elements (a link's colour) find them outside any component.
 */
export const THEME_VARS_CLASS = 'app-theme';

/** Mirrors Ant Design's tokens into CSS variables for the layout's own styles. */
export function ThemeSync() {
  const { token } = theme.useToken();
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(THEME_VARS_CLASS);
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
    // Pages without Ant Design (sign-in) fall back to the stylesheet's light and dark defaults.
    return () => {
      root.classList.remove(THEME_VARS_CLASS);
      for (const name of Object.keys(vars)) root.style.removeProperty(name);
    };
  }, [token]);
  return null;
}
