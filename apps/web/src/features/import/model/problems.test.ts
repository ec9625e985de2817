import type { ImportMinePreview, ImportProblem } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { clampPage, hasDetail, previewOfAction, problemSheets, problemsOfSheet } from './problems';

const problem = (sheet: string, row: number): ImportProblem => ({
  sheet,
  row,
  column: '核定产能',
  message: 'x',
});
const problems = [problem('煤矿', 2), problem('煤层', 3), problem('煤矿', 5)];

const mine = (
  mineId: string,
  action: ImportMinePreview['action'],
  extra: Partial<ImportMinePreview> = {},
) => ({
  mineId,
  name: mineId,
  action,
  changes: [],
  sheets: [],
  ...extra,
});

describe('problemSheets', () => {
  it('counts problems per sheet in order of appearance', () => {
    expect(problemSheets(problems)).toEqual([
      { sheet: '煤矿', count: 2 },
      { sheet: '煤层', count: 1 },
    ]);
  });
});

describe('problemsOfSheet', () => {
  it('filters by sheet and shows all without one or for an unknown sheet', () => {
    expect(problemsOfSheet(problems, '煤矿').map((p) => p.row)).toEqual([2, 5]);
    expect(problemsOfSheet(problems, undefined)).toHaveLength(3);
    expect(problemsOfSheet(problems, '证照')).toHaveLength(3);
  });
});

describe('previewOfAction', () => {
  const preview = [mine('A', 'add'), mine('B', 'change'), mine('C', 'unchanged')];
  it('keeps one action or all', () => {
    expect(previewOfAction(preview, 'change').map((m) => m.mineId)).toEqual(['B']);
    expect(previewOfAction(preview, 'all')).toHaveLength(3);
  });
});

describe('hasDetail', () => {
  it('is true for changed fields or rows added or removed', () => {
    expect(hasDetail(mine('A', 'unchanged'))).toBe(false);
    expect(hasDetail(mine('A', 'unchanged', { sheets: [{ sheet: '煤层', added: 0, removed: 0 }] }))).toBe(
      false,
    );
    expect(hasDetail(mine('A', 'change', { sheets: [{ sheet: '煤层', added: 1, removed: 0 }] }))).toBe(true);
    expect(hasDetail(mine('A', 'change', { changes: [{ column: '名称', before: 'a', after: 'b' }] }))).toBe(
      true,
    );
  });
});

describe('clampPage', () => {
  it('stays within the pages that exist', () => {
    expect(clampPage(3, 25, 10)).toBe(3);
    expect(clampPage(9, 25, 10)).toBe(3);
    expect(clampPage(2, 0, 10)).toBe(1);
  });
});
