import { Outlet } from 'react-router';
import { AntdProviders } from './providers/antd-providers';
import { loadAntdStyles } from './providers/antd-styles';

/** Ant Design's style sheet, asked for as soon as the shell arrives: the router waits for it. */
export const antdStylesApplied = loadAntdStyles();

/** Every route but sign-in: Ant Design's providers around the pages. */
export function AntdShell() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
