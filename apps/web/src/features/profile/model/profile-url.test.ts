import { describe, expect, it } from 'vitest';
import { parsePlace, placeUrl } from './profile-url';

describe('profile places in the URL', () => {
  it('opens a subsection anchor of a section', () => {
    expect(parsePlace('?section=geology', '#coalQuality')).toEqual({
      section: 'geology',
      anchor: 'coalQuality',
    });
  });
  it('takes the section from the anchor when the query disagrees or is missing', () => {
    expect(parsePlace('?section=overview', '#accidents')).toEqual({ section: 'safety', anchor: 'accidents' });
    expect(parsePlace('', '#shareholders')).toEqual({ section: 'management', anchor: 'shareholders' });
  });
  it('accepts a section alone, as query or hash', () => {
    expect(parsePlace('?section=production', '')).toEqual({ section: 'production', anchor: null });
    expect(parsePlace('', '#safety')).toEqual({ section: 'safety', anchor: null });
  });
  it('ignores unknown values', () => {
    expect(parsePlace('?section=nope', '#nothing')).toBeNull();
    expect(parsePlace('', '#%E0%A4%A')).toBeNull();
  });
  it('writes a place keeping other parameters', () => {
    expect(placeUrl('/mine/12', '?x=1', { section: 'geology', anchor: 'coalQuality' })).toBe(
      '/mine/12?x=1&section=geology#coalQuality',
    );
    expect(placeUrl('/mine/12', '?section=overview', { section: 'safety', anchor: null })).toBe(
      '/mine/12?section=safety#safety',
    );
  });
});
