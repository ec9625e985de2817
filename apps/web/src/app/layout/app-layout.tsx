import { canAccess } from '@coal/contracts';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { IconButton } from '@/components/icon-button';
import { MENU_WIDTH, useSettingsStore } from '@/features/settings';
import { useTabsStore } from '@/features/tabs/tabs-store';
import { useSessionStore } from '@/lib/session';
import { useIsPhone } from '@/lib/use-is-phone';
import { DEFAULT_ROUTE_NAME, NOT_FOUND_PATH } from '../routes/paths';
import { findRouteByName } from '../routes/route-lookup';
import { useAppRoutes } from '../routes/routes-context';
import { AppFooter } from './app-footer';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { Navbar } from './navbar';
import { SideMenu } from './side-menu';
import { useCurrentRoute } from './use-current-route';
import './layout.css';

// Parts of the layout that are not on the first screen load when first wanted.
const SettingsDrawer = lazy(() =>
  import('@/features/settings/settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);
const TabBar = lazy(() => import('@/features/tabs/tab-bar').then((m) => ({ default: m.TabBar })));
const MobileMenuDrawer = lazy(() =>
  import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

/** True from the first time `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** Navbar 60 px high (SPEC.md §9). */
export const NAVBAR_HEIGHT = 60;

function useTabVisits() {
  const route = useCurrentRoute();
  const location = useLocation();
  const visit = useTabsStore((s) => s.visit);
  const tabs = useTabsStore((s) => s.tabs);
  const reset = useTabsStore((s) => s.reset);
  const first = findRouteByName(useAppRoutes(), DEFAULT_ROUTE_NAME);
  useEffect(() => {
    // The desk is always the first tab.
    if (tabs.length === 0 && first)
      reset({ fullPath: first.path, name: first.name, title: first.meta.locale, cache: true });
  }, [tabs.length, reset, first]);
  useEffect(() => {
    if (!route || route.meta.noAffix) return;
    visit({
      fullPath: location.pathname + location.search,
      name: route.name,
      title: route.meta.locale,
      cache: !route.meta.ignoreCache,
    });
  }, [route, location.pathname, location.search, visit]);
}

/** Sends the user to not-found when a role change leaves the current page forbidden. */
function useRoleWatch() {
  const role = useSessionStore((s) => s.role);
  const route = useCurrentRoute();
  const navigate = useNavigate();
  useEffect(() => {
    if (role && route && !canAccess(route.meta, role)) void navigate(NOT_FOUND_PATH, { replace: true });
  }, [role, route, navigate]);
}

export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const route = useCurrentRoute();
  const settings = useSettingsStore();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Drawers load on first use and stay mounted, so that closing them animates.
  const settingsOpened = useOpenedOnce(settingsOpen);
  const drawerOpened = useOpenedOnce(drawerOpen);
  useTabVisits();
  useRoleWatch();

  const mobile = useIsPhone();
  const routeShowsMenu = !route?.meta.hideSideMenu;
  const showMenu = settings.menu && routeShowsMenu;
  const siderWidth = settings.menuCollapse ? MENU_WIDTH.collapsed : settings.menuWidth;
  const navbarHeight = settings.navbar ? NAVBAR_HEIGHT : 0;
  const contentLeft = showMenu && !mobile ? siderWidth : 0;

  return (
    <div className="app-layout" style={{ paddingTop: navbarHeight }}>
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      {settings.navbar && (
        <Navbar
          onOpenMenu={showMenu && mobile ? () => setDrawerOpen(true) : undefined}
          onOpenSettings={() => setSettingsOpen(true)}
        />
      )}
      {showMenu && !mobile && (
        <nav
          className="app-sider"
          aria-label={t('menu.navigation')}
          style={{ width: siderWidth, top: navbarHeight }}
          data-collapsed={settings.menuCollapse}
        >
          <div className="app-sider__menu">
            <SideMenu activeName={route?.name} collapsed={settings.menuCollapse} />
          </div>
          <div className="app-sider__footer">
            <IconButton
              label={settings.menuCollapse ? t('menu.expand') : t('menu.collapse')}
              icon={settings.menuCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              shape="default"
              onClick={() => settings.update({ menuCollapse: !settings.menuCollapse })}
            />
          </div>
        </nav>
      )}
      {showMenu && mobile && drawerOpened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            width={settings.menuWidth}
            activeName={route?.name}
          />
        </Suspense>
      )}
      <div className="app-main" style={{ paddingLeft: contentLeft }}>
        {settings.tabBar && (
          <Suspense fallback={<div className="tab-bar" aria-hidden />}>
            <TabBar
              activePath={location.pathname + location.search}
              onNavigate={(path) => void navigate(path)}
            />
          </Suspense>
        )}
        <main id="main-content" className="app-content" tabIndex={-1}>
          <KeepAliveOutlet />
        </main>
        {settings.footer && <AppFooter />}
      </div>
      {settingsOpened && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
