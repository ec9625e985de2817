import { describe, expect, it } from 'vitest';
import { localeFrom, t } from './i18n';
import { describeIssue } from './validation-message';

describe('localeFrom', () => {
  it('takes the first language we speak, Chinese by default', () => {
    expect(localeFrom(undefined)).toBe('zh-CN');
    expect(localeFrom('en-US,en;q=0.9,zh;q=0.8')).toBe('en-US');
    expect(localeFrom('zh-TW,en;q=0.5')).toBe('zh-CN');
    expect(localeFrom('fr-FR,en;q=0.5')).toBe('en-US');
    expect(localeFrom('fr-FR')).toBe('zh-CN');
  });
});

describe('t', () => {
  it('fills parameters', () => {
    expect(t('zh-CN', 'auth.throttledAccount', { minutes: 15 })).toBe(
      '该账号登录失败次数过多，请 15 分钟后再试',
    );
    expect(t('en-US', 'error.apiNotFound', { method: 'GET', url: '/api/x' })).toBe(
      'API GET /api/x does not exist',
    );
  });
});

describe('describeIssue', () => {
  const issue = (keyword: string, path: string, params: Record<string, unknown> = {}) => ({
    keyword,
    instancePath: path,
    params,
  });

  it('names missing and empty fields as required', () => {
    expect(describeIssue('zh-CN', issue('invalid_type', '/username', { expected: 'string' }), {})).toBe(
      '「用户名」不能为空',
    );
    expect(
      describeIssue('zh-CN', issue('too_small', '/password', { origin: 'string', minimum: 1 }), {
        password: '',
      }),
    ).toBe('「密码」不能为空');
  });

  it('explains numbers, lengths and options', () => {
    expect(
      describeIssue('zh-CN', issue('invalid_type', '/pageNum', { expected: 'number' }), { pageNum: 'abc' }),
    ).toBe('「页码」不是数字');
    expect(
      describeIssue('zh-CN', issue('too_big', '/pageSize', { origin: 'number', maximum: 100 }), {
        pageSize: 500,
      }),
    ).toBe('「每页条数」不能大于 100');
    expect(
      describeIssue('en-US', issue('too_small', '/newPassword', { origin: 'string', minimum: 8 }), {
        newPassword: 'abc',
      }),
    ).toBe('"newPassword" must be at least 8 characters');
    expect(describeIssue('zh-CN', issue('invalid_value', '/role', {}), { role: 'root' })).toBe(
      '「角色」的取值无效',
    );
  });

  it('names the list, not the index, for array items', () => {
    expect(
      describeIssue('zh-CN', issue('invalid_type', '/ids/2', { expected: 'number' }), { ids: [1, 2, 'x'] }),
    ).toBe('「编号列表」不是数字');
  });
});
