import { describe, expect, it } from 'vitest';
import { type AccessRoute, canAccess, firstPermittedRoute } from './route-access';

describe('canAccess', () => {
  it('admits routes that need no auth or carry no role list', () => {
    expect(canAccess(undefined, null)).toBe(true);
    expect(canAccess({ requiresAuth: false, roles: ['admin'] }, 'user')).toBe(true);
    expect(canAccess({ requiresAuth: true }, 'user')).toBe(true);
  });
  it('admits the wildcard and listed roles only', () => {
    expect(canAccess({ requiresAuth: true, roles: ['*'] }, 'user')).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, 'admin')).toBe(true);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, 'user')).toBe(false);
    expect(canAccess({ requiresAuth: true, roles: ['admin'] }, null)).toBe(false);
    expect(canAccess({ requiresAuth: true, roles: [] }, 'admin')).toBe(false);
  });
});

describe('firstPermittedRoute', () => {
  const routes: AccessRoute[] = [
    { name: 'Index', meta: { requiresAuth: false } },
    {
      name: 'dashboard',
      isPage: false,
      meta: { requiresAuth: true, roles: ['*'] },
      children: [
        { name: 'Monitor', meta: { requiresAuth: true, roles: ['admin'] } },
        { name: 'Workplace', meta: { requiresAuth: true, roles: ['*'] } },
      ],
    },
    { name: 'Admin', meta: { requiresAuth: true, roles: ['admin'] } },
  ];
  it('walks breadth-first and skips group entries', () => {
    expect(firstPermittedRoute(routes, 'admin')?.name).toBe('Admin');
    expect(firstPermittedRoute(routes, 'user')?.name).toBe('Workplace');
  });
  it('defaults the role to admin', () => {
    expect(firstPermittedRoute(routes, null)?.name).toBe('Admin');
  });
  it('never picks a page whose path needs parameters', () => {
    const withParams = [
      { name: 'Mine', path: '/mine/:mineId', meta: { requiresAuth: true, roles: ['*' as const] } },
      ...routes,
    ];
    expect(firstPermittedRoute(withParams, 'user')?.name).toBe('Workplace');
  });
  it('returns null when nothing fits', () => {
    expect(firstPermittedRoute([{ name: 'A', meta: { roles: ['admin'] } }], 'user')).toBeNull();
  });
});
