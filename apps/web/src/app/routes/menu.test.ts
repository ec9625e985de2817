import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';
import { group, page } from './route-types';

const lazy = () => Promise.resolve({ Component: () => null });

const routes = [
  group({
    name: 'admin-only',
    path: '/a',
    meta: { locale: 'menu.exception', requiresAuth: true, order: 6 },
    children: [
      page({
        name: 'A1',
        path: '/a/1',
        meta: { locale: 'menu.exception.403', requiresAuth: true, roles: ['admin'] },
        lazy,
      }),
    ],
  }),
  group({
    name: 'dashboard',
    path: '/d',
    meta: { locale: 'menu.dashboard', requiresAuth: true, order: 0 },
    children: [
      page({
        name: 'W',
        path: '/d/w',
        meta: { locale: 'menu.dashboard.workplace', requiresAuth: true, roles: ['*'] },
        lazy,
      }),
      page({
        name: 'Hidden',
        path: '/d/h',
        meta: { locale: 'menu.login', requiresAuth: true, hideInMenu: true },
        lazy,
      }),
    ],
  }),
];

describe('buildMenu', () => {
  it('orders groups and keeps what an admin may open', () => {
    const menu = buildMenu(routes, 'admin');
    expect(menu.map((m) => m.key)).toEqual(['dashboard', 'admin-only']);
    expect(menu[0]?.children?.map((c) => c.key)).toEqual(['W']);
  });

  it('drops admin pages and the group they leave empty for a user', () => {
    const menu = buildMenu(routes, 'user');
    expect(menu.map((m) => m.key)).toEqual(['dashboard']);
  });

  it('never lists hidden entries', () => {
    const keys = buildMenu(routes, 'admin').flatMap((m) => [m.key, ...(m.children ?? []).map((c) => c.key)]);
    expect(keys).not.toContain('Hidden');
  });
});
