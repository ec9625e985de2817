import type { ErrorCode } from '@coal/contracts';
import type { MessageKey } from './i18n';

type Params = Record<string, string | number>;

/** An error a user may see: its status doubles as the envelope code, its message is translated per request. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorCode,
    readonly key: MessageKey,
    readonly params: Params = {},
    /** Extra headers such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(key: MessageKey = 'error.badRequest', params?: Params) {
    super(400, key, params);
  }
}
export class UnauthorizedError extends AppError {
  constructor(key: MessageKey = 'error.unauthorized', params?: Params) {
    super(401, key, params);
  }
}
export class ForbiddenError extends AppError {
  constructor(key: MessageKey = 'error.forbidden', params?: Params) {
    super(403, key, params);
  }
}
export class NotFoundError extends AppError {
  constructor(key: MessageKey = 'error.notFound', params?: Params) {
    super(404, key, params);
  }
}
export class ConflictError extends AppError {
  constructor(key: MessageKey = 'error.conflict', params?: Params) {
    super(409, key, params);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(key: MessageKey, retryAfterSeconds: number, params?: Params) {
    super(429, key, params, { 'retry-after': String(retryAfterSeconds) });
  }
}
