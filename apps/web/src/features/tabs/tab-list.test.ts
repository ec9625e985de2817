import { describe, expect, it } from 'vitest';
import { closeTabs, type TabEntry, visit } from './tab-list';

const tab = (name: string, fullPath = `/${name}`): TabEntry => ({ name, fullPath, title: name, cache: true });
const list = [tab('w'), tab('a'), tab('b'), tab('c')];

describe('visit', () => {
  it('appends new routes and replaces a route revisited with another query', () => {
    expect(visit([tab('w')], tab('a')).map((t) => t.name)).toEqual(['w', 'a']);
    expect(visit(list, tab('a', '/a?x=1'))[1]?.fullPath).toBe('/a?x=1');
    expect(visit(list, tab('a')).length).toBe(4);
  });
});

describe('closeTabs', () => {
  it('closing the active last tab goes to the new last tab', () => {
    expect(closeTabs(list, '/c', 'current', '/c')).toEqual({ list: list.slice(0, 3), navigateTo: '/b' });
  });
  it('closing an inactive tab stays put', () => {
    expect(closeTabs(list, '/a', 'current', '/c').navigateTo).toBeNull();
  });
  it('closes left, right, others and all but keeps the first tab', () => {
    expect(closeTabs(list, '/b', 'left', '/b').list.map((t) => t.name)).toEqual(['w', 'b', 'c']);
    expect(closeTabs(list, '/a', 'right', '/a').list.map((t) => t.name)).toEqual(['w', 'a']);
    expect(closeTabs(list, '/b', 'others', '/b').list.map((t) => t.name)).toEqual(['w', 'b']);
    expect(closeTabs(list, '/b', 'all', '/b')).toEqual({ list: [list[0]], navigateTo: '/w' });
  });
});
