import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cron } from 'croner';
import { parse as parseDotenv } from 'dotenv';
import { z } from 'zod';
import { DEFAULT_CLIENT_ID, DEFAULT_COMPANY_NAME } from '@coal/contracts';
import { DATUMS } from '@coal/contracts/datum';

/** Demo passwords, documented in the README; a warning is logged while admin keeps its default. */
export const DEFAULT_ADMIN_PASSWORD = 'admin123';
export const DEFAULT_USER_PASSWORD = 'user1234';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  CLIENT_ID: z.string().min(8).default(DEFAULT_CLIENT_ID),
  ADMIN_PASSWORD: z.string().min(6).default(DEFAULT_ADMIN_PASSWORD),
  USER_PASSWORD: z.string().min(6).default(DEFAULT_USER_PASSWORD),
  COMPANY_NAME: z.string().min(1).default(DEFAULT_COMPANY_NAME.zh),
  /** The operator's name in English; the default operator's English name when COMPANY_NAME is left unset. */
  COMPANY_NAME_EN: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  MAP_SERVER_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .superRefine((value, ctx) => {
      const problem = value === undefined ? undefined : mapServerProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  MAP_SERVER_COORDS: z.enum(DATUMS).default('wgs84'),
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Cron pattern (Asia/Shanghai) for fetching the news feeds; off on a closed intranet by default. */
  NEWS_FEED_SCHEDULE: z.string().trim().default('off'),
  /** Hosts, addresses or CIDR ranges a feed may reach although internal (an intranet news site). */
  FEED_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        const problem = allowEntryProblem(entry);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    }),
  /** Cron pattern (Asia/Shanghai) of the daily alert job; `off` turns it off. */
  ALERT_SCHEDULE: z.string().trim().default('0 7 * * *'),
  /** Cron pattern (Asia/Shanghai) of the embedded database's backup; `off` by default. */
  BACKUP_SCHEDULE: z.string().trim().default('off'),
  /** How many scheduled backups to keep, newest first. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Folder of the scheduled backups; `<DATA_DIR>/backups` when unset. */
  BACKUP_DIR: z.string().trim().optional(),
  /** `off` leaves out the metrics, /metrics and the monitor (the overhead figure of `npm run bench`). */
  METRICS: z.enum(['on', 'off']).default('on'),
  /** Bearer token a Prometheus server scrapes /metrics with; unset, only admins' sessions may read it. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtTtlSeconds: number;
  clientId: string;
  adminPassword: string;
  userPassword: string;
  companyName: string;
  /** Shown in English instead of the Chinese name; absent when the operator gave none. */
  companyNameEn: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  demoData: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | string[];
  /** Requests per minute per client address; 0 turns rate limiting off. */
  rateLimitPerMinute: number;
  /** Cron patterns, or null when off. */
  newsFeedSchedule: string | null;
  /** What feeds may reach beyond public addresses: host names, addresses, CIDR ranges. */
  feedAllowHosts: string[];
  alertSchedule: string | null;
  /** Scheduled backups of the embedded database: when (null: never), where, how many kept. */
  backupSchedule: string | null;
  backupDir: string;
  backupKeep: number;
  metrics: boolean;
  metricsToken: string | undefined;
  /** An intranet tile or WMS service drawn under the 2D map; unset, the bundled boundaries are the base. */
  mapServer: MapServer | undefined;
}

export interface MapServer {
  url: string;
  /** Where its images come from, for the content security policy. */
  origin: string;
  /** The datum its images are drawn in: the map shifts a WGS84 (CGCS2000) service onto its GCJ-02 outlines. */
  coords: 'wgs84' | 'gcj02';
}

/** A host name (punycode for other scripts, as URL gives it) or an IPv4 address. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;
const IPV6_HOST = /^\[[0-9a-f:.]+\]$/i;

/**
 * What is wrong with a MAP_SERVER_URL, if anything: an http(s) XYZ template with {z}, {x} and {y}, or a
 * WMS GetMap endpoint that names its LAYERS.
 */
export function mapServerProblem(value: string): string | undefined {
  const filled = value.replace(/\{[a-z]\}/g, '0');
  // The browser fills in this template as written: nothing the URL parser would quietly re-encode.
  if (/[\s"'`<>\\]/.test(filled)) return 'must not contain whitespace, quotes, "<", ">" or "\\"';
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    return 'must be an http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http(s) URL';
  // The origin goes into the content security policy: `;` or `,` there broke the header at start, and a
  // `*` became a wildcard source. A host is a name, an IPv4 address or a bracketed IPv6 address.
  if (url.hostname.includes('*')) return `must name one host, not a wildcard (got "${url.hostname}")`;
  if (!HOST_NAME.test(url.hostname) && !IPV6_HOST.test(url.hostname))
    return `must have a host of letters, digits, "-" and "." only (got "${url.hostname}")`;
  const xyz = ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
  const wms = [...url.searchParams.keys()].some((key) => key.toLowerCase() === 'layers');
  if (!xyz && !wms) return 'must be an XYZ tile template with {z}, {x} and {y}, or a WMS URL with LAYERS=';
  return undefined;
}

/** One FEED_ALLOW_HOSTS entry: a host name, an address, or a CIDR range. */
export function allowEntryProblem(entry: string): string | undefined {
  const [network, prefix, extra] = entry.split('/');
  if (extra !== undefined || !network) return `"${entry}" is not a host, an address or a CIDR range`;
  if (prefix !== undefined) {
    const family = isIP(network);
    const bits = Number(prefix);
    const max = family === 4 ? 32 : 128;
    if (!family || !/^\d{1,3}$/.test(prefix) || bits > max)
      return `"${entry}" is not a CIDR range (address/prefix)`;
    return undefined;
  }
  if (isIP(network)) return undefined;
  return /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(network)
    ? undefined
    : `"${entry}" is not a host name`;
}

export class ConfigError extends Error {}

/** Reads the process environment, with an optional `.env` file in the working directory underneath it. */
export function readEnvironment(cwd = process.cwd()): Record<string, string | undefined> {
  const file = resolve(cwd, '.env');
  const fromFile = existsSync(file) ? parseDotenv(readFileSync(file)) : {};
  return { ...fromFile, ...process.env };
}

export function loadConfig(source: Record<string, string | undefined> = readEnvironment()): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    clientId: env.CLIENT_ID,
    adminPassword: env.ADMIN_PASSWORD,
    userPassword: env.USER_PASSWORD,
    companyName: env.COMPANY_NAME,
    companyNameEn:
      env.COMPANY_NAME_EN ??
      (env.COMPANY_NAME === DEFAULT_COMPANY_NAME.zh ? DEFAULT_COMPANY_NAME.en : undefined),
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST
      ? resolve(env.WEB_DIST)
      : fileURLToPath(new URL('../../web/dist/', import.meta.url)),
    demoData: env.DEMO_DATA,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    newsFeedSchedule: schedule('NEWS_FEED_SCHEDULE', env.NEWS_FEED_SCHEDULE),
    feedAllowHosts: env.FEED_ALLOW_HOSTS,
    alertSchedule: schedule('ALERT_SCHEDULE', env.ALERT_SCHEDULE),
    backupSchedule: schedule('BACKUP_SCHEDULE', env.BACKUP_SCHEDULE),
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : resolve(dataDir, 'backups'),
    backupKeep: env.BACKUP_KEEP,
    metrics: env.METRICS === 'on',
    metricsToken: env.METRICS_TOKEN,
    mapServer: env.MAP_SERVER_URL
      ? {
          url: env.MAP_SERVER_URL,
          origin: new URL(env.MAP_SERVER_URL.replace(/\{[a-z]\}/g, '0')).origin,
          coords: env.MAP_SERVER_COORDS,
        }
      : undefined,
  };
}

/** A cron pattern, or null for `off`, `false` or empty; a pattern cron cannot read stops the start. */
function schedule(name: string, value: string): string | null {
  if (['', 'off', 'false'].includes(value.toLowerCase())) return null;
  try {
    new Cron(value, { paused: true }).stop();
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${name}: ${(error as Error).message}`);
  }
  return value;
}

/**
 * `true` trusts any proxy; otherwise a comma-separated list of the proxies' addresses or CIDR ranges.
 * Unset: the socket's address is the client's.
 */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
