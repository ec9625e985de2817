import type { MessageInstance } from 'antd/es/message/interface';
import { describe, expect, it, vi } from 'vitest';
import { deferredToasts } from './deferred-toasts';

const fakeApi = () => {
  const shown: string[] = [];
  const api = {
    success: (content: unknown) => void shown.push(`success ${String(content)}`),
    error: (content: unknown) => void shown.push(`error ${String(content)}`),
    warning: (content: unknown, seconds?: number) => void shown.push(`warning ${String(content)} ${seconds}`),
  } as unknown as MessageInstance;
  return { api, shown };
};

describe('deferredToasts', () => {
  it('asks for the toast code and keeps the toasts until it is attached, then shows them in order', () => {
    const wanted = vi.fn();
    const { toasts, attach } = deferredToasts(wanted);
    toasts.success('已保存');
    toasts.warning('会话将过期', 5);
    expect(wanted).toHaveBeenCalledTimes(2);
    const { api, shown } = fakeApi();
    expect(shown).toEqual([]);
    attach(api);
    expect(shown).toEqual(['success 已保存', 'warning 会话将过期 5']);
  });

  it('shows a toast at once when the code has arrived, without asking for it again', () => {
    const wanted = vi.fn();
    const { toasts, attach } = deferredToasts(wanted);
    const { api, shown } = fakeApi();
    attach(api);
    toasts.error('导出失败');
    expect(shown).toEqual(['error 导出失败']);
    expect(wanted).not.toHaveBeenCalled();
  });

  it('forgets the waiting toasts when their code could not arrive, and keeps later ones', () => {
    const { toasts, attach, drop } = deferredToasts(() => {});
    toasts.error('网络错误');
    drop();
    toasts.success('已添加');
    const { api, shown } = fakeApi();
    attach(api);
    expect(shown).toEqual(['success 已添加']);
  });
});
