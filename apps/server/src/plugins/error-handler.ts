import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-unavailable';
import { AppError } from '../lib/errors';
import { fieldLabel, t, type MessageKey } from '../lib/i18n';
import { JsonTooDeepError } from '../lib/json-body';
import { BadTextError } from '../lib/nul-check';
import { describeIssue } from '../lib/validation-message';

/** Fastify's own error codes that a client can cause, mapped to our statuses. */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.payloadTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'error.payloadTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'error.payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, key: 'error.unsupportedMedia' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'error.badRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.badRequest' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.badRequest' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, key: 'error.unsupportedMedia' },
};

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ code: error.status, msg: t(locale, error.key, error.params), data: null });
    }
    if (error instanceof BadTextError) {
      const field = error.field ? fieldLabel(locale, error.field) : t(locale, 'validation.body');
      const key = error.kind === 'nul' ? 'validation.nulChar' : 'validation.loneSurrogate';
      return reply.status(400).send({ code: 400, msg: t(locale, key, { field }), data: null });
    }
    if (error instanceof JsonTooDeepError) {
      const msg = t(locale, 'validation.tooDeep', { max: error.limit });
      return reply.status(400).send({ code: 400, msg, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext;
      const input = part === 'querystring' ? request.query : part ? request[part] : request.body;
      const messages = [...new Set(error.validation.map((issue) => describeIssue(locale, issue, input)))];
      return reply
        .status(400)
        .send({ code: 400, msg: messages.join(locale === 'zh-CN' ? '；' : '; '), data: null });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ code: known.status, msg: t(locale, known.key), data: null });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 429, msg: t(locale, 'error.tooManyRequests'), data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error');
      return reply.status(400).send({ code: 400, msg: t(locale, 'error.badRequest'), data: null });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          code: 503,
          msg: t(locale, 'error.databaseUnavailable', { requestId: request.id }),
          data: null,
        });
    }
    // Internals stay in the log; the client gets the request id to quote.
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 500, msg: t(locale, 'error.internal', { requestId: request.id }), data: null });
  });
});
