import { fieldLabel, isMessageKey, t, type Locale } from './i18n';

/** The shape fastify-type-provider-zod gives each failed check. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function valueAt(root: unknown, path: string[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** One sentence per issue, naming the field as users know it: 「用户名」不能为空. */
export function describeIssue(locale: Locale, issue: ValidationIssue, input: unknown): string {
  const path = issue.instancePath.split('/').filter(Boolean);
  const name = [...path].reverse().find((p) => !/^\d+$/.test(p));
  const field = name ? fieldLabel(locale, name) : t(locale, 'validation.body');
  const value = valueAt(input, path);
  const p = issue.params;
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  switch (issue.keyword) {
    case 'invalid_type':
      if (missing) return t(locale, 'validation.required', { field });
      return p.expected === 'number' || p.expected === 'int'
        ? t(locale, 'validation.notNumber', { field })
        : t(locale, 'validation.invalidFormat', { field });
    case 'too_small':
      if (p.origin === 'string') {
        return missing || p.minimum === 1
          ? t(locale, 'validation.required', { field })
          : t(locale, 'validation.tooShort', { field, min: String(p.minimum) });
      }
      if (p.origin === 'array' && p.minimum === 1) return t(locale, 'validation.required', { field });
      return t(locale, 'validation.tooSmall', { field, min: String(p.minimum) });
    case 'too_big':
      return p.origin === 'string'
        ? t(locale, 'validation.tooLong', { field, max: String(p.maximum) })
        : t(locale, 'validation.tooBig', { field, max: String(p.maximum) });
    case 'invalid_value':
    case 'invalid_union':
      return missing
        ? t(locale, 'validation.required', { field })
        : t(locale, 'validation.invalidOption', { field });
    case 'invalid_format':
      return t(locale, 'validation.invalidFormat', { field });
    case 'custom': {
      // A contract's own check names its message: { params: { key, ...values } }.
      const { key, ...values } = (p.params ?? {}) as Record<string, string | number>;
      if (typeof key === 'string' && isMessageKey(key)) return t(locale, key, { ...values, field });
      return t(locale, 'validation.invalid', { field });
    }
    default:
      return t(locale, 'validation.invalid', { field });
  }
}
