import { describe, expect, it } from 'vitest';
import { afterLoginTarget, deniedTarget, loginUrlFor } from './navigation-rules';
import { appRoutes } from './registry';
import { findRouteByName } from './route-lookup';

const route = (name: string) => {
  const found = findRouteByName(appRoutes, name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('deniedTarget', () => {
  it('lets permitted roles through', () => {
    expect(deniedTarget(appRoutes, route('403'), 'admin')).toBeNull();
    expect(deniedTarget(appRoutes, route('Workplace'), 'user')).toBeNull();
  });
  it('sends a user on an admin page to the first permitted route', () => {
    expect(deniedTarget(appRoutes, route('Success'), 'user')).toBe('/dashboard/workplace');
  });
  it('falls back to not-found when no route admits the role', () => {
    expect(deniedTarget([route('403')], route('403'), 'user')).toBe('/not-found');
  });
});

describe('login redirect round trip', () => {
  it('carries the route name and the original query', () => {
    const url = new URL('http://x/user/info?tab=roles&q=%E7%85%A4');
    const login = loginUrlFor(route('Info'), url);
    expect(login).toBe('/login?redirect=Info&tab=roles&q=%E7%85%A4');
    const search = login.slice(login.indexOf('?'));
    expect(afterLoginTarget(appRoutes, search, '/dashboard/workplace')).toBe(
      '/user/info?tab=roles&q=%E7%85%A4',
    );
  });
  it('falls back for unknown names and refuses foreign URLs', () => {
    expect(afterLoginTarget(appRoutes, '?redirect=Nope', '/w')).toBe('/w');
    expect(afterLoginTarget(appRoutes, '?redirect=//evil.example', '/w')).toBe('/w');
    expect(afterLoginTarget(appRoutes, '', '/w')).toBe('/w');
    expect(afterLoginTarget(appRoutes, '?redirect=/mine/12', '/w')).toBe('/mine/12');
  });
  it('keeps the anchor of a deep link through the login', () => {
    const url = new URL('http://x/mine/12?section=geology#minableSeams');
    const login = loginUrlFor(undefined, url);
    expect(login).toBe('/login?redirect=%2Fmine%2F12&section=geology#minableSeams');
    const [search, hash] = login.slice(login.indexOf('?')).split('#');
    expect(afterLoginTarget(appRoutes, search!, '/w', `#${hash}`)).toBe(
      '/mine/12?section=geology#minableSeams',
    );
  });
});
