import { canAccess } from '@coal/contracts';
import { IdcardOutlined, LockOutlined, SettingOutlined } from '@ant-design/icons';
import { type ComponentType, useMemo } from 'react';
import { QuickLinksPanel, type QuickLink, type WorkplacePanel, WorkplacePage } from '@/features/workplace';
import { FollowedMinesPanel, LicenceExpiryPanel, ProvincePanel, RecentMinesPanel } from '@/features/desk';
import { TodoPanel, UnreadPanel } from '@/features/messages';
import { useSessionStore } from '@/lib/session';
import { appRoutes } from '../registry';
import { findRouteByName } from '../route-lookup';

/** Shortcuts offered on the desk when their page is registered and the role may open it. */
const QUICK_LINKS: {
  key: string;
  route: string;
  icon: ComponentType;
  search?: string;
  locale?: QuickLink['locale'];
}[] = [
  { key: 'info', route: 'Info', icon: IdcardOutlined },
  { key: 'setting', route: 'Setting', icon: SettingOutlined },
  {
    key: 'password',
    route: 'Setting',
    icon: LockOutlined,
    search: '?tab=security',
    locale: 'workplace.quick.changePassword',
  },
];

function QuickLinks() {
  const role = useSessionStore((s) => s.role);
  const links = useMemo(
    () =>
      QUICK_LINKS.flatMap(({ key, route: name, icon, search = '', locale }): QuickLink[] => {
        const route = findRouteByName(appRoutes, name);
        if (!route || !canAccess(route.meta, role)) return [];
        return [{ key, path: `${route.path}${search}`, locale: locale ?? route.meta.locale, icon }];
      }),
    [role],
  );
  return <QuickLinksPanel links={links} />;
}

/** Province figures, their prefecture rows linking into search when that page is open to the role. */
function ProvinceFigures() {
  const role = useSessionStore((s) => s.role);
  const search = findRouteByName(appRoutes, 'Search');
  return <ProvincePanel searchPath={search && canAccess(search.meta, role) ? search.path : undefined} />;
}

/** The desk's panels in order; later features append theirs (followed mines, licence expiries …). */
export const workplacePanels: WorkplacePanel[] = [
  { id: 'follows', span: 12, Component: FollowedMinesPanel },
  { id: 'licence-expiries', span: 12, Component: LicenceExpiryPanel },
  { id: 'recent', span: 12, Component: RecentMinesPanel },
  { id: 'province', span: 12, Component: ProvinceFigures },
  { id: 'todos', span: 12, Component: TodoPanel },
  { id: 'unread', span: 12, Component: UnreadPanel },
  { id: 'quick-links', span: 24, Component: QuickLinks },
];

export function WorkplaceRoute() {
  return <WorkplacePage panels={workplacePanels} />;
}
