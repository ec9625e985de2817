import { CLIENT_ID_HEADER } from '@coal/contracts';
import type { z } from 'zod';
import { env } from '../env';
import { currentLocale } from '../i18n';
import { readToken } from '../session/token-storage';
import { NetworkError, parseEnvelope } from './envelope';
import { reportHttpError } from './ui-adapter';

/** A schema, or a loader of one for calls made before any schema code has loaded (sign-in). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** A request's query string as values; an undefined one is left out. */
export type ApiQuery = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the API base, e.g. `/api/message/list`. */
  path: string;
  schema: SchemaSource<S>;
  body?: unknown;
  query?: ApiQuery;
  /** Errors other than 401 are not shown to the user (the caller handles or ignores them). */
  silent?: boolean;
  /** 0 means no timeout, the spec's default. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Whether a URL belongs to a map-server service (SPEC.md §7-8): one containing the build's pattern, or
 * one under the MAP_SERVER_URL the server was started with (up to its first placeholder or query).
 */
export function isMapServerUrl(
  url: string,
  settings: Pick<typeof env, 'mapServerPattern' | 'mapServer'> = env,
): boolean {
  if (settings.mapServerPattern !== '' && url.includes(settings.mapServerPattern)) return true;
  const configured = settings.mapServer?.url;
  if (!configured) return false;
  const prefix = configured.split(/[{?]/)[0]!;
  return /^https?:\/\/[^/]+\//.test(prefix) && url.startsWith(prefix);
}

function buildUrl(path: string, query: RequestOptions<z.ZodType>['query']): string {
  const url = /^https?:\/\//.test(path) ? path : `${env.apiBase}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function buildHeaders(url: string, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  if (hasBody) headers.set('Content-Type', 'application/json');
  // Map-server services are third-party endpoints: our credentials must not leak to them.
  if (!isMapServerUrl(url)) {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set(CLIENT_ID_HEADER, env.clientId);
  }
  return headers;
}

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal | undefined {
  if (timeoutMs <= 0) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function send(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new NetworkError(error instanceof Error && error.name !== 'TypeError' ? error.message : '');
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new NetworkError(response.ok ? '' : `${response.status} ${response.statusText}`.trim());
  }
}

/** Calls the API, unwraps the envelope and hands failures to the UI adapter before rejecting. */
export async function request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.infer<S>> {
  const { method = 'GET', path, body, query, silent, timeoutMs = 0, signal } = options;
  const url = buildUrl(path, query);
  const headers = buildHeaders(url, body !== undefined);
  // A schema that loads on demand loads beside the call, not after its answer.
  const schemaReady = Promise.resolve(
    typeof options.schema === 'function' ? options.schema() : options.schema,
  );
  schemaReady.catch(() => undefined);
  try {
    const raw = await send(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: withTimeout(signal, timeoutMs),
    });
    const schema = await schemaReady;
    // Map-server answers are not enveloped.
    if (isMapServerUrl(url)) return schema.parse(raw);
    const parsed = parseEnvelope(raw, schema);
    if (!parsed.ok) throw parsed.error;
    return parsed.value;
  } catch (error) {
    if (!(signal?.aborted ?? false))
      reportHttpError(error, { silent, sentToken: headers.has('Authorization') });
    throw error;
  }
}
