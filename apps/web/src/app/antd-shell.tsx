import { Outlet } from 'react-router';
import { AntdProviders } from './providers/antd-providers';

/** Every route but sign-in: Ant Design's providers around the pages. */
export function AntdShell() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
