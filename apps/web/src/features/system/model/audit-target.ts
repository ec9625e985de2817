/** Where an audit row's object lives in the console; null when it has no page of its own. */
export function auditTargetPath(targetType: string, targetId: string): string | null {
  const id = encodeURIComponent(targetId);
  switch (targetType) {
    case 'user':
      return `/system/user?userId=${id}`;
    case 'session':
      return '/system/online';
    case 'mine':
      return `/mine/${id}`;
    case 'dict_data':
    case 'dict_type':
      return '/system/dict';
    case 'news_feed':
    case 'sentiment_term':
      return '/form/news';
    case 'risk_model':
      return '/dashboard/riskmodel';
    case 'mine_import':
      return '/form/step';
    case 'feedback_thread':
      return '/system/feedback';
    default:
      return null;
  }
}

export const KNOWN_TARGETS = [
  'user',
  'session',
  'mine',
  'dict_data',
  'dict_type',
  'news_feed',
  'sentiment_term',
  'risk_model',
  'mine_import',
  'feedback_thread',
] as const;
export type KnownTarget = (typeof KNOWN_TARGETS)[number];
export const isKnownTarget = (type: string): type is KnownTarget =>
  (KNOWN_TARGETS as readonly string[]).includes(type);

/** One field of a change: its value before and after, and whether it moved. */
export interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * The fields of a before/after pair, changed ones first. A side that is not an object (a number, a list)
 * reads as one field named `value`.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const b = asRecord(before) ?? (before == null ? {} : { value: before });
  const a = asRecord(after) ?? (after == null ? {} : { value: after });
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({
    field,
    before: b[field],
    after: a[field],
    changed: JSON.stringify(b[field]) !== JSON.stringify(a[field]),
  }));
  return [...fields.filter((f) => f.changed), ...fields.filter((f) => !f.changed)];
}
