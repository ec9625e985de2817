import { describe, expect, it } from 'vitest';
import { auditTargetPath, changedFields } from './audit-target';

describe('audit rows read as changes', () => {
  it('lists changed fields first, and a field only one side has', () => {
    const fields = changedFields(
      { nickName: '张三', phone: '', roles: ['user'] },
      { nickName: '张三丰', phone: '', roles: ['user', 'admin'], status: '0' },
    );
    expect(fields.map((f) => [f.field, f.changed])).toEqual([
      ['nickName', true],
      ['roles', true],
      ['status', true],
      ['phone', false],
    ]);
  });

  it('reads a bare value as one field, and nothing as no fields', () => {
    expect(changedFields(null, 3)).toEqual([{ field: 'value', before: undefined, after: 3, changed: true }]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('links an object to its page, and escapes its id', () => {
    expect(auditTargetPath('mine', '42')).toBe('/mine/42');
    expect(auditTargetPath('user', '7')).toBe('/system/user?userId=7');
    expect(auditTargetPath('mine', 'a/b')).toBe('/mine/a%2Fb');
    expect(auditTargetPath('something_else', '1')).toBeNull();
  });
});
