import { MINE_CREATED_FIELD } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { changeItems, sourceHref } from './change-items';
import { parseHistoryParams, toHistoryParams } from './history-url';

const change = (field: string, extra: Record<string, unknown> = {}) => ({
  field,
  before: null,
  after: null,
  added: null,
  removed: null,
  ...extra,
});

describe('a change set as the history shows it', () => {
  it('puts the creation first, columns in template order with their definitions, then sheets', () => {
    const items = changeItems({
      changes: [
        change('accidents', { added: 2, removed: 1 }),
        change('capacity', { before: 45, after: 90 }),
        change('name', { before: '甲矿', after: '乙矿' }),
        change(MINE_CREATED_FIELD, { after: { code: 'X' } }),
        change('nonsense'),
      ],
    });
    expect(items.map((i) => (i.kind === 'column' ? i.column.key : i.kind))).toEqual([
      'created',
      'name',
      'capacity',
      'sheet',
    ]);
    expect(items[3]).toMatchObject({ name: { zh: '事故' }, added: 2, removed: 1 });
    expect(items[2]).toMatchObject({ before: 45, after: 90, column: { unit: '万吨/年' } });
  });

  it('links an import to its job and a correction to its thread, for admins only', () => {
    const imported = { source: 'import' as const, importJobId: 7, feedbackThreadId: null };
    const corrected = { source: 'feedback' as const, importJobId: null, feedbackThreadId: 3 };
    expect(sourceHref(imported, true)).toBe('/form/step?job=7');
    expect(sourceHref(corrected, true)).toBe('/system/feedback?id=3');
    expect(sourceHref(imported, false)).toBeNull();
    expect(sourceHref({ source: 'edit', importJobId: null, feedbackThreadId: null }, true)).toBeNull();
  });

  it('keeps the page and the past day in the URL, dropping bad values', () => {
    expect(parseHistoryParams(new URLSearchParams('page=3&date=2025-02-01'))).toEqual({
      page: 3,
      date: '2025-02-01',
    });
    expect(parseHistoryParams(new URLSearchParams('page=-1&date=yesterday'))).toEqual({ page: 1 });
    expect(toHistoryParams({ page: 1, date: '2025-02-01' }).toString()).toBe('date=2025-02-01');
  });
});
