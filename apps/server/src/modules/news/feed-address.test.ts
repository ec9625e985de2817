import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAddressGuard, isInternalAddress } from './feed-address';

describe('feed addresses', () => {
  it('counts loopback, private, link-local, shared, multicast, reserved and mapped addresses as internal', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.251',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
    ])
      expect({ address, internal: isInternalAddress(address) }).toEqual({ address, internal: true });
    for (const address of ['8.8.8.8', '223.5.5.5', '172.32.0.1', '2400:3200::1', '::ffff:8.8.8.8'])
      expect({ address, internal: isInternalAddress(address) }).toEqual({ address, internal: false });
  });

  it('lets an allow-listed host or range through, and nothing else of the same network', async () => {
    const guard = createAddressGuard(['127.0.0.2/32', '10.20.0.0/16']);
    await expect(guard.resolve(new URL('http://127.0.0.2/'))).resolves.toEqual({
      address: '127.0.0.2',
      family: 4,
    });
    await expect(guard.resolve(new URL('http://10.20.3.4/'))).resolves.toMatchObject({
      address: '10.20.3.4',
    });
    await expect(guard.resolve(new URL('http://[::ffff:10.20.3.4]/'))).resolves.toMatchObject({ family: 6 });
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://10.21.0.1/',
      'http://[::1]/',
    ])
      await expect(guard.resolve(new URL(url)), url).rejects.toThrow();
  });

  it('refuses a FEED_ALLOW_HOSTS entry that is not a host, an address or a range, naming the variable', () => {
    for (const value of ['10.0.0.0/33', 'intranet news', 'a/b/c', '*.intranet'])
      expect(() => loadConfig({ FEED_ALLOW_HOSTS: value, JWT_SECRET: 'x'.repeat(32) })).toThrow(
        /FEED_ALLOW_HOSTS/,
      );
    expect(
      loadConfig({
        FEED_ALLOW_HOSTS: ' news.intranet.local , 10.0.0.0/8,fd00::/8 ',
        JWT_SECRET: 'x'.repeat(32),
      }).feedAllowHosts,
    ).toEqual(['news.intranet.local', '10.0.0.0/8', 'fd00::/8']);
  });
});
