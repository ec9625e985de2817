import type { FastifyInstance } from 'fastify';

/** The deepest nesting of arrays and objects a JSON body may have; the deepest contract needs far less. */
export const MAX_JSON_DEPTH = 64;

/** A JSON body nested deeper than the limit: refused before it is parsed or walked. */
export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  constructor(readonly limit: number) {
    super(`JSON nested deeper than ${limit} levels`);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** True when the text nests brackets deeper than `limit` outside strings: one pass, no recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with one that measures the nesting on the raw text first, so no
 * later walk (the text check, zod) recurses through thousands of levels; the parse itself stays Fastify's,
 * with its prototype-poisoning guard.
 */
export function boundJsonDepth(app: FastifyInstance, limit = MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, limit)) {
      done(new JsonTooDeepError(limit), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
