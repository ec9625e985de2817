import { describe, expect, it } from 'vitest';
import { NEED_ROLES_MESSAGE, permissionKey, permits } from './permission';

describe('permits', () => {
  it('throws the directive message for a non-array', () => {
    expect(() => permits('admin', 'admin')).toThrow(NEED_ROLES_MESSAGE);
    expect(() => permits(undefined, 'admin')).toThrow("need roles! Like v-permission=['admin','user']");
  });
  it('shows content for an empty list, the wildcard or the current role only', () => {
    expect(permits([], 'user')).toBe(true);
    expect(permits(['*'], 'user')).toBe(true);
    expect(permits(['admin'], 'admin')).toBe(true);
    expect(permits(['admin'], 'user')).toBe(false);
    expect(permits(['admin', 'user'], null)).toBe(false);
  });
});

describe('permissionKey', () => {
  it('names every role permission with a message in both languages', async () => {
    const { ROLE_PERMISSIONS } = await import('@coal/contracts');
    const { zhCN } = await import('@/locales/zh-CN');
    const { enUS } = await import('@/locales/en-US');
    expect(permissionKey('*:*:*')).toBe('permission.any.any.any');
    for (const permission of Object.values(ROLE_PERMISSIONS).flat()) {
      expect(zhCN).toHaveProperty([permissionKey(permission)]);
      expect(enUS).toHaveProperty([permissionKey(permission)]);
    }
  });
});
