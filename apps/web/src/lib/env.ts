import { DEFAULT_CLIENT_ID } from '@coal/contracts';
import { z } from 'zod';

// The one place that reads the build environment and the page's run-time settings.
const schema = z.object({
  VITE_CLIENT_ID: z.string().min(8).optional(),
  VITE_API_BASE: z.string().default(''),
  VITE_MAP_SERVER_PATTERN: z.string().default('map-server'),
});

const parsed = schema.parse({
  VITE_CLIENT_ID: import.meta.env.VITE_CLIENT_ID || undefined,
  VITE_API_BASE: import.meta.env.VITE_API_BASE || undefined,
  VITE_MAP_SERVER_PATTERN: import.meta.env.VITE_MAP_SERVER_PATTERN || undefined,
});

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
