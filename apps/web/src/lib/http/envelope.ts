import { SUCCESS_CODE } from '@coal/contracts';
import type { z } from 'zod';

/** A response that carried a body code other than 200, or a body that broke its contract. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly kind: 'api' | 'contract' = 'api',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Fetch failed before any envelope arrived (offline, DNS, aborted, non-JSON body). */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

function readEnvelopeHead(body: unknown): { code: number; msg: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, msg } = body as { code?: unknown; msg?: unknown };
  return {
    code: typeof code === 'number' ? code : SUCCESS_CODE,
    msg: typeof msg === 'string' ? msg : '',
  };
}

/**
 * The one envelope rule (SPEC.md §8): code defaults to 200; any other code is an error carrying msg;
 * a success body must match its contract schema, which also strips unknown fields.
 */
export function parseEnvelope<S extends z.ZodType>(body: unknown, schema: S): ParseResult<z.infer<S>> {
  const head = readEnvelopeHead(body);
  if (!head) return { ok: false, error: new ApiError(0, '', 'contract') };
  if (head.code !== SUCCESS_CODE) return { ok: false, error: new ApiError(head.code, head.msg) };
  const checked = schema.safeParse({ code: SUCCESS_CODE, msg: head.msg, ...(body as object) });
  if (!checked.success) {
    return { ok: false, error: new ApiError(0, checked.error.issues[0]?.message ?? '', 'contract') };
  }
  return { ok: true, value: checked.data };
}

/** The error an answer carries (its code and message), or null when it is not an error envelope. */
export function errorOf(body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, msg } = body as { code?: unknown; msg?: unknown };
  return Number.isInteger(code) && typeof msg === 'string' ? new ApiError(code as number, msg) : null;
}

/** The server said the thing asked for does not exist (an unknown mine or article). */
export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.code === 404;
