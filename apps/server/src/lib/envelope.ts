import type { FastifyRequest } from 'fastify';
import { type Locale, t } from './i18n';

export function ok<T>(request: FastifyRequest, data: T, msg?: string) {
  return { code: 200, msg: msg ?? t(request.locale, 'ok'), data };
}

export function okList<T>(request: FastifyRequest, rows: T[], total: number) {
  return { code: 200, msg: t(request.locale, 'ok'), rows, total };
}

export function okEmpty(request: FastifyRequest, msg?: string) {
  return { code: 200, msg: msg ?? t(request.locale, 'ok'), data: null };
}

/** A success envelope already serialized, for responses kept in a cache. */
export function okBody<T>(locale: Locale, data: T): string {
  return JSON.stringify({ code: 200, msg: t(locale, 'ok'), data });
}
