import { DEFAULT_CLIENT_ID } from '@coal/contracts';

// The one place that reads the build environment and the page's run-time settings. Plain checks, no
// schema library: this runs on the first screen.
const built = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const buildClientId = built(import.meta.env.VITE_CLIENT_ID);
if (buildClientId !== undefined && buildClientId.length < 8)
  throw new Error('VITE_CLIENT_ID must be at least 8 characters');

const parsed = {
  VITE_CLIENT_ID: buildClientId,
  VITE_API_BASE: built(import.meta.env.VITE_API_BASE) ?? '',
  VITE_MAP_SERVER_PATTERN: built(import.meta.env.VITE_MAP_SERVER_PATTERN) ?? 'map-server',
};

/** The name of the meta tag the server writes into index.html with its CLIENT_ID. */
export const CLIENT_ID_META = 'coal-client-id';

/**
 * The client id to send: the one the serving server wrote into the page (so CLIENT_ID set at run time
 * needs no rebuild), else the one the app was built with, else the default.
 */
export function resolveClientId(fromPage: string | null | undefined, fromBuild: string | undefined): string {
  const page = fromPage?.trim();
  if (page && page.length >= 8) return page;
  return fromBuild ?? DEFAULT_CLIENT_ID;
}

function clientIdInPage(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${CLIENT_ID_META}"]`)?.content ?? null;
}

export const env = {
  clientId: resolveClientId(clientIdInPage(), parsed.VITE_CLIENT_ID),
  /** Prefix for API paths; empty means same origin. */
  apiBase: parsed.VITE_API_BASE.replace(/\/$/, ''),
  /** URLs containing this text belong to a map server and get no auth headers. */
  mapServerPattern: parsed.VITE_MAP_SERVER_PATTERN,
} as const;
