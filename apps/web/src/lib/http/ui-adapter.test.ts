import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './envelope';
import { installHttpUi, reportHttpError } from './ui-adapter';

function fakeUi() {
  const closers: (() => void)[] = [];
  const ui = {
    confirmExpired: vi.fn((onClosed: () => void) => closers.push(onClosed)),
    notifyError: vi.fn(),
  };
  return { ui, closeDialog: () => closers.shift()?.() };
}

describe('reportHttpError', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('opens one expired-session dialog for many 401s, and again after it closed', () => {
    const { ui, closeDialog } = fakeUi();
    uninstall = installHttpUi(ui);
    for (let i = 0; i < 5; i += 1) reportHttpError(new ApiError(401, 'expired'));
    expect(ui.confirmExpired).toHaveBeenCalledTimes(1);
    closeDialog();
    reportHttpError(new ApiError(401, 'expired'), { silent: true });
    expect(ui.confirmExpired).toHaveBeenCalledTimes(2);
    expect(ui.notifyError).not.toHaveBeenCalled();
  });

  it('stays quiet about a 401 for a call that carried no token', () => {
    const { ui } = fakeUi();
    uninstall = installHttpUi(ui);
    reportHttpError(new ApiError(401, ''), { sentToken: false });
    expect(ui.confirmExpired).not.toHaveBeenCalled();
  });

  it('notifies other failures with the msg or nothing, unless silent', () => {
    const { ui } = fakeUi();
    uninstall = installHttpUi(ui);
    reportHttpError(new ApiError(403, '没有访问权限'));
    reportHttpError(new ApiError(500, ''));
    reportHttpError(new NetworkError(''));
    reportHttpError(new ApiError(500, 'x'), { silent: true });
    expect(ui.notifyError.mock.calls).toEqual([
      ['api', '没有访问权限'],
      ['api', null],
      ['network', null],
    ]);
  });
});
