import { DEFAULT_CLIENT_ID } from '@coal/contracts';
import { z } from 'zod';

// The one place that reads the build environment.
const schema = z.object({
  VITE_CLIENT_ID: z.string().min(8).default(DEFAULT_CLIENT_ID),
  VITE_API_BASE: z.string().default(''),
  VITE_MAP_SERVER_PATTERN: z.string().default('map-server'),
});

const parsed = schema.parse({
  VITE_CLIENT_ID: import.meta.env.VITE_CLIENT_ID || undefined,
  VITE_API_BASE: import.meta.env.VITE_API_BASE || undefined,
  VITE_MAP_SERVER_PATTERN: import.meta.env.VITE_MAP_SERVER_PATTERN || undefined,
});

export const env = {
  clientId: parsed.VITE_CLIENT_ID,
  /** Prefix for API paths; empty means same origin. */
  apiBase: parsed.VITE_API_BASE.replace(/\/$/, ''),
  /** URLs containing this text belong to a map server and get no auth headers. */
  mapServerPattern: parsed.VITE_MAP_SERVER_PATTERN,
} as const;
