import type { FastifySchemaCompiler } from 'fastify';

/** Text PostgreSQL cannot store, refused before any handler runs: a NUL, or a lone UTF-16 surrogate. */
export type BadText = 'nul' | 'surrogate';

/** A NUL character or a lone surrogate in request text, with the field that holds it. */
export class BadTextError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    readonly kind: BadText,
  ) {
    super(`${kind === 'nul' ? 'NUL character' : 'lone surrogate'} in ${field}`);
  }
}

// With the u flag a well-formed pair is one code point; only an unpaired half is in the Cs category.
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with one string, if anything. */
export function badText(value: string): BadText | undefined {
  if (value.includes('\0')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  return undefined;
}

interface Node {
  parent: number;
  key: string;
}

/**
 * The first string (value or key) holding a NUL or a lone surrogate, with its path such as `ids.2`.
 * Iterative, so no nesting exhausts the stack; a node's path is rebuilt only when it holds bad text.
 */
export function findBadText(value: unknown): { path: string[]; kind: BadText } | undefined {
  const nodes: Node[] = [{ parent: -1, key: '' }];
  const stack: { value: unknown; node: number }[] = [{ value, node: 0 }];
  const pathOf = (node: number, key?: string) => {
    const path = key === undefined ? [] : [key];
    for (let n = node; n > 0; n = nodes[n]!.parent) path.push(nodes[n]!.key);
    return path.reverse();
  };
  while (stack.length) {
    const { value: current, node } = stack.pop()!;
    if (typeof current === 'string') {
      const kind = badText(current);
      if (kind) return { path: pathOf(node), kind };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(current)
      ? current.map((item, i) => [String(i), item])
      : Object.entries(current);
    // Pushed in reverse, so the first bad field in document order is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      const kind = badText(key);
      if (kind) return { path: pathOf(node, key), kind };
      if (item === null || (typeof item !== 'object' && typeof item !== 'string')) continue;
      nodes.push({ parent: node, key });
      stack.push({ value: item, node: nodes.length - 1 });
    }
  }
  return undefined;
}

/** The field a user knows for a path: its last name that is not an array index. */
export function fieldOf(path: string[]): string {
  return [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? '';
}

/** Throws when any string in `value` holds bad text: for text that enters without a schema (uploads). */
export function assertCleanText(value: unknown): void {
  const found = findBadText(value);
  if (found) throw new BadTextError(fieldOf(found.path), found.kind);
}

/** Wraps a schema compiler: every request part with a schema is checked for NULs and lone surrogates first. */
export function refusingNul<T>(compile: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compile(route);
    return (data) => {
      const found = findBadText(data);
      if (found) return { error: new BadTextError(fieldOf(found.path), found.kind) };
      return validate(data);
    };
  };
}
