import type { FastifySchemaCompiler } from 'fastify';

/** A NUL character in request text: PostgreSQL cannot store it, so it is refused before any handler runs. */
export class NulCharacterError extends Error {
  readonly statusCode = 400;
  constructor(readonly field: string) {
    super(`NUL character in ${field}`);
  }
}

/** The path of the first string holding a NUL character, e.g. `username` or `ids.2`; undefined when none. */
export function findNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(key, [...path, key]) ?? findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Wraps a schema compiler: every request part with a schema is checked for NUL characters first. */
export function refusingNul<T>(compile: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compile(route);
    return (data) => {
      const path = findNul(data);
      if (path)
        return { error: new NulCharacterError([...path].reverse().find((p) => !/^\d+$/.test(p)) ?? '') };
      return validate(data);
    };
  };
}
