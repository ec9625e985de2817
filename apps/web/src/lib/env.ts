import { DEFAULT_CLIENT_ID } from '@coal/contracts';
import type { Datum } from '@coal/contracts/datum';

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

/** The names of the meta tags the server writes when MAP_SERVER_URL is set. */
export const MAP_SERVER_META = 'coal-map-server';
export const MAP_SERVER_COORDS_META = 'coal-map-server-coords';

/** An intranet tile (XYZ) or WMS service the 2D map draws under its outlines. */
export interface MapServerSettings {
  url: string;
  /** The datum its images are in; the outlines and mines are drawn in GCJ-02. */
  coords: Datum;
}

function metaInPage(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

function clientIdInPage(): string | null {
  return metaInPage(CLIENT_ID_META);
}

/** The map server the serving server wrote into the page, if any. */
export function mapServerFrom(url: string | null, coords: string | null): MapServerSettings | undefined {
  const trimmed = url?.trim();
  if (!trimmed || !/^https?:\/\//.test(trimmed)) return undefined;
  return { url: trimmed, coords: coords === 'gcj02' ? 'gcj02' : 'wgs84' };
}

export const env = {
  clientId: resolveClientId(clientIdInPage(), parsed.VITE_CLIENT_ID),
  /** Prefix for API paths; empty means same origin. */
  apiBase: parsed.VITE_API_BASE.replace(/\/$/, ''),
  /** URLs containing this text belong to a map server and get no auth headers. */
  mapServerPattern: parsed.VITE_MAP_SERVER_PATTERN,
  /** MAP_SERVER_URL as set on the server at run time; unset, the bundled boundaries are the base. */
  mapServer: mapServerFrom(metaInPage(MAP_SERVER_META), metaInPage(MAP_SERVER_COORDS_META)),
} as const;
