import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const limits = { perAccount: 2, perIp: 4, windowSeconds: 60 };

  it('blocks an account after its allowed failures until the window ends', () => {
    let now = 0;
    const throttle = new LoginThrottle(limits, () => now);
    throttle.fail('Admin', '1.1.1.1');
    expect(throttle.check('admin', '1.1.1.1')).toEqual({ blocked: false });
    throttle.fail('admin', '2.2.2.2');
    expect(throttle.check('ADMIN', '3.3.3.3')).toEqual({
      blocked: true,
      by: 'account',
      retryAfterSeconds: 60,
    });
    now = 45_000;
    expect(throttle.check('admin', '3.3.3.3')).toMatchObject({ retryAfterSeconds: 15 });
    now = 60_000;
    expect(throttle.check('admin', '3.3.3.3')).toEqual({ blocked: false });
  });

  it('blocks an address that fails across many accounts', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    for (const name of ['a', 'b', 'c', 'd']) throttle.fail(name, '9.9.9.9');
    expect(throttle.check('e', '9.9.9.9')).toMatchObject({ blocked: true, by: 'ip' });
    expect(throttle.check('e', '8.8.8.8')).toEqual({ blocked: false });
  });

  it('clears the account count on success', () => {
    const throttle = new LoginThrottle(limits, () => 0);
    throttle.fail('u', '1.1.1.1');
    throttle.succeed('u');
    throttle.fail('u', '1.1.1.1');
    expect(throttle.check('u', '1.1.1.1')).toEqual({ blocked: false });
  });
});
