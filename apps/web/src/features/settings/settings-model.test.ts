import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseStoredSettings, serializeSettings } from './settings-model';

describe('settings persistence', () => {
  it('starts from the spec defaults', () => {
    expect(parseStoredSettings(null)).toEqual({
      theme: 'light',
      navbar: true,
      menu: true,
      footer: true,
      tabBar: false,
      themeColor: '#165DFF',
      menuWidth: 220,
      menuCollapse: false,
      colorWeak: false,
    });
  });

  it('round-trips what the user changed', () => {
    const changed = {
      ...DEFAULT_SETTINGS,
      theme: 'dark' as const,
      tabBar: true,
      menuWidth: 260,
      colorWeak: true,
    };
    expect(parseStoredSettings(serializeSettings(changed))).toEqual(changed);
  });

  it('repairs bad fields one by one and ignores junk', () => {
    const stored = JSON.stringify({
      theme: 'pink',
      footer: false,
      menuWidth: 5,
      themeColor: 'red',
      extra: 1,
    });
    const parsed = parseStoredSettings(stored);
    expect(parsed.theme).toBe('light');
    expect(parsed.footer).toBe(false);
    expect(parsed.menuWidth).toBe(220);
    expect(parsed.themeColor).toBe('#165DFF');
    expect(parsed).not.toHaveProperty('extra');
  });

  it('survives unparsable storage', () => {
    expect(parseStoredSettings('{oops')).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
  });
});
