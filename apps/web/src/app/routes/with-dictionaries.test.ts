import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/envelope';
import { queryClient } from '@/lib/query-client';
import { withDictionaries } from './with-dictionaries';

const calls = vi.hoisted(() => ({
  ensureSession: vi.fn<() => Promise<void>>(),
  fetchDicts: vi.fn<() => Promise<Record<string, unknown[]>>>(),
}));
vi.mock('@/lib/session', () => ({ ensureSession: calls.ensureSession }));
vi.mock('@/lib/dict', () => ({
  allDictsQuery: () => ({ queryKey: ['dict', 'all', 'zh-CN'], queryFn: calls.fetchDicts }),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Page = () => null;
const loadPage = () => Promise.resolve({ Component: Page });

/** Whether a promise has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('withDictionaries', () => {
  beforeEach(() => {
    queryClient.clear();
    calls.ensureSession.mockReset().mockResolvedValue(undefined);
    calls.fetchDicts.mockReset();
  });

  it('gives the page only once the dictionaries are in, and keeps them for the page', async () => {
    const answer = deferred<Record<string, unknown[]>>();
    calls.fetchDicts.mockReturnValue(answer.promise);
    const page = withDictionaries(loadPage)();
    expect(await settled(page)).toBe(false);
    answer.resolve({ sys_gas_grade: [] });
    await expect(page).resolves.toEqual({ Component: Page });
    expect(queryClient.getQueryData(['dict', 'all', 'zh-CN'])).toEqual({ sys_gas_grade: [] });
  });

  it('asks for the dictionaries only once the session is known', async () => {
    const session = deferred<void>();
    calls.ensureSession.mockReturnValue(session.promise);
    calls.fetchDicts.mockResolvedValue({});
    const page = withDictionaries(loadPage)();
    expect(await settled(page)).toBe(false);
    expect(calls.fetchDicts).not.toHaveBeenCalled();
    session.resolve();
    await expect(page).resolves.toEqual({ Component: Page });
    expect(calls.fetchDicts).toHaveBeenCalledTimes(1);
  });

  it('still gives the page when the dictionaries fail, which then shows its own error states', async () => {
    calls.fetchDicts.mockRejectedValue(new ApiError(500, '服务器错误'));
    await expect(withDictionaries(loadPage)()).resolves.toEqual({ Component: Page });
  });

  it('without a session gives the page and asks for nothing (the guard sends the reader to sign in)', async () => {
    calls.ensureSession.mockRejectedValue(new Error('no token'));
    await expect(withDictionaries(loadPage)()).resolves.toEqual({ Component: Page });
    expect(calls.fetchDicts).not.toHaveBeenCalled();
  });

  it('passes on a failure to load the page itself, for the route to show its error page', async () => {
    calls.fetchDicts.mockResolvedValue({});
    const broken = () => Promise.reject(new Error('chunk missing'));
    await expect(withDictionaries(broken)()).rejects.toThrow('chunk missing');
  });
});
