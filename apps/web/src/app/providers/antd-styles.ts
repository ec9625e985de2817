import href from 'virtual:antd-styles.css?url';

/**
 * Links Ant Design's style sheet (built by scripts/antd-static-styles.mjs) first in the head, as Ant Design
 * placed the styles it wrote at run time: every sheet of the app comes after it and wins a tie. Resolves
 * once the sheet applies, so no component is ever drawn unstyled.
 */
export function loadAntdStyles(): Promise<void> {
  const link = document.createElement('link');
  const applied = new Promise<void>((resolve, reject) => {
    const failed = () => reject(new Error(`Ant Design's style sheet did not load: ${href}`));
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', failed, { once: true });
  });
  link.rel = 'stylesheet';
  // CORS mode, as boot.js preloads it and Vite's loader requests the other sheets.
  link.crossOrigin = '';
  link.href = href;
  document.head.prepend(link);
  return applied;
}
