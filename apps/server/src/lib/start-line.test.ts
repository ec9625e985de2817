import { describe, expect, it } from 'vitest';
import { openUrl, startLine } from './start-line';

const facts = {
  host: '0.0.0.0',
  port: 8080,
  dataDir: '/srv/coal/data',
  database: 'pglite' as const,
  databaseUrl: undefined,
  demo: { loadedNow: 900, present: 900, enabled: true },
};

describe('the start line', () => {
  it('tells the URL to open, the data directory, the database and that the demo data was loaded now', () => {
    const line = startLine(facts);
    expect(line).toBe(
      '贵州煤矿大数据信息平台已启动，请打开 http://localhost:8080/ ｜ 数据目录 /srv/coal/data ｜ ' +
        '数据库 PGlite（内嵌） ｜ 示例数据 本次启动已载入（900 座煤矿）',
    );
    expect(line).not.toContain('\n');
  });

  it('says when the demo data came from an earlier start, or was left out', () => {
    expect(startLine({ ...facts, demo: { loadedNow: 0, present: 900, enabled: true } })).toContain(
      '示例数据 已在库中（900 座煤矿，此前载入）',
    );
    expect(startLine({ ...facts, demo: { loadedNow: 0, present: 0, enabled: false } })).toContain(
      '示例数据 未载入（DEMO_DATA=false）',
    );
    expect(startLine({ ...facts, demo: { loadedNow: 0, present: 0, enabled: true } })).toContain(
      '示例数据 未载入（数据库已有数据）',
    );
  });

  it('names PostgreSQL by its URL without the password', () => {
    const line = startLine({
      ...facts,
      database: 'postgres',
      databaseUrl: 'postgres://coal:s3cret@db.local:5432/coal',
    });
    expect(line).toContain('数据库 PostgreSQL（postgres://coal:***@db.local:5432/coal）');
    expect(line).not.toContain('s3cret');
  });

  it('opens a wildcard listen address as localhost and brackets an IPv6 one', () => {
    expect(openUrl('::', 80)).toBe('http://localhost:80/');
    expect(openUrl('127.0.0.1', 8191)).toBe('http://127.0.0.1:8191/');
    expect(openUrl('fd00::5', 8080)).toBe('http://[fd00::5]:8080/');
  });
});
