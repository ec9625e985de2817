import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const base = { DATA_DIR: '/tmp/coal-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('MAP_SERVER_URL host validation', () => {
  const refused = (value: string) => {
    try {
      loadConfig({ ...base, MAP_SERVER_URL: value });
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('refuses separators, quotes, whitespace and wildcards in the host, naming the variable', () => {
    for (const bad of [
      'http://a;b/{z}/{x}/{y}.png',
      'http://a,b/{z}/{x}/{y}.png',
      'http://a%3Bb/{z}/{x}/{y}.png',
      'http://*/{z}/{x}/{y}.png',
      'http://*.intranet.example/{z}/{x}/{y}.png',
      'http://a"b/{z}/{x}/{y}.png',
      "http://a'b/{z}/{x}/{y}.png",
      'http://gis\t.example/{z}/{x}/{y}.png',
      'http://gis.example/tiles/{z}/{x}/{y} .png',
      'http://gis.example/wms?LAYERS="base"',
    ]) {
      const error = refused(bad);
      expect(error, bad).toBeInstanceOf(ConfigError);
      expect((error as Error).message, bad).toMatch(/^Invalid configuration:\n {2}MAP_SERVER_URL: /);
    }
    expect((refused('http://*/{z}/{x}/{y}') as Error).message).toContain('wildcard');
  });

  it('still takes host names, IPv4 and IPv6 addresses and names in other scripts', () => {
    const origin = (value: string) => loadConfig({ ...base, MAP_SERVER_URL: value }).mapServer?.origin;
    expect(origin('http://gis-1.intranet.example:8080/{z}/{x}/{y}.png')).toBe(
      'http://gis-1.intranet.example:8080',
    );
    expect(origin('http://10.2.3.4/{z}/{x}/{y}.png')).toBe('http://10.2.3.4');
    expect(origin('http://[fd00::12]:8080/{z}/{x}/{y}.png')).toBe('http://[fd00::12]:8080');
    expect(origin('http://地图.贵州.cn/{z}/{x}/{y}.png')).toBe('http://xn--wcs7d.xn--6rts76h.cn');
  });
});
