import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@/lib/session';
import { MENU_ICONS } from './menu-icons';
import { buildMenu, type MenuEntry } from '../routes/menu';
import { findParentGroup } from '../routes/route-lookup';
import { useAppRoutes } from '../routes/routes-context';

/** The spec's level indent of the side menu. */
export const MENU_INDENT = 34;

interface SideMenuProps {
  activeName: string | undefined;
  collapsed: boolean;
  onNavigated?: () => void;
}

export function SideMenu({ activeName, collapsed, onNavigated }: SideMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useSessionStore((s) => s.role);
  const routes = useAppRoutes();
  const entries = useMemo(() => buildMenu(routes, role), [routes, role]);
  const parent = activeName ? findParentGroup(routes, activeName)?.name : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>(parent ? [parent] : []);
  const [lastParent, setLastParent] = useState(parent);
  // Opening the group of the page we arrived at, without closing what the user opened.
  if (parent !== lastParent) {
    setLastParent(parent);
    if (parent && !openKeys.includes(parent)) setOpenKeys([...openKeys, parent]);
  }

  const paths = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (list: MenuEntry[]) =>
      list.forEach((e) => {
        map.set(e.key, e.path);
        walk(e.children ?? []);
      });
    walk(entries);
    return map;
  }, [entries]);

  const toItems = (list: MenuEntry[]): MenuProps['items'] =>
    list.map(({ key, locale, icon, children }) => {
      const Icon = icon && MENU_ICONS[icon];
      return {
        key,
        label: t(locale),
        icon: Icon ? <Icon /> : undefined,
        children: children ? toItems(children) : undefined,
      };
    });

  return (
    <Menu
      mode="inline"
      inlineIndent={MENU_INDENT}
      inlineCollapsed={collapsed}
      items={toItems(entries)}
      selectedKeys={activeName ? [activeName] : []}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        const path = paths.get(key);
        if (path) void navigate(path);
        onNavigated?.();
      }}
    />
  );
}
