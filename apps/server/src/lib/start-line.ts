import type { DatabaseKind } from '../db/client';

/** What the server found about the demo data while starting. */
export interface DemoState {
  /** Sample mines loaded by this start (0 when none were). */
  loadedNow: number;
  /** Sample mines in the database once started. */
  present: number;
  /** DEMO_DATA: whether an empty database gets the demo data. */
  enabled: boolean;
}

export interface StartFacts {
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseKind;
  databaseUrl: string | undefined;
  demo: DemoState;
}

/** The address a person opens: a wildcard listen address is reached as localhost. */
export function openUrl(host: string, port: number): string {
  const wildcard = ['0.0.0.0', '::', '[::]', ''].includes(host);
  const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

/** A PostgreSQL URL without its password, fit for a terminal and a log. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

function demoText({ loadedNow, present, enabled }: DemoState): string {
  if (loadedNow > 0) return `示例数据 本次启动已载入（${loadedNow} 座煤矿）`;
  if (present > 0) return `示例数据 已在库中（${present} 座煤矿，此前载入）`;
  return enabled ? '示例数据 未载入（数据库已有数据）' : '示例数据 未载入（DEMO_DATA=false）';
}

/**
 * The one line `npm start` prints beside the JSON log: where to open the console, where its data lives,
 * which database it runs on and whether the demo data was loaded.
 */
export function startLine(facts: StartFacts): string {
  const database =
    facts.database === 'pglite'
      ? `数据库 PGlite（内嵌）`
      : `数据库 PostgreSQL（${redactedUrl(facts.databaseUrl ?? '')}）`;
  return [
    `贵州煤矿大数据信息平台已启动，请打开 ${openUrl(facts.host, facts.port)}`,
    `数据目录 ${facts.dataDir}`,
    database,
    demoText(facts.demo),
  ].join(' ｜ ');
}
