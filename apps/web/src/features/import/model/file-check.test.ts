import { IMPORT_MAX_BYTES } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { checkImportFile } from './file-check';

describe('checkImportFile', () => {
  it('accepts .xlsx and .csv in any letter case', () => {
    expect(checkImportFile('煤矿.xlsx', 1000)).toBeNull();
    expect(checkImportFile('MINES.CSV', 1000)).toBeNull();
  });

  it('refuses other types, including a bare extension', () => {
    expect(checkImportFile('煤矿.xls', 1000)).toBe('type');
    expect(checkImportFile('notes.txt', 1000)).toBe('type');
    expect(checkImportFile('.xlsx', 1000)).toBe('type');
    expect(checkImportFile('mines.xlsx.zip', 1000)).toBe('type');
  });

  it('refuses an empty file', () => {
    expect(checkImportFile('a.csv', 0)).toBe('empty');
  });

  it('refuses a file over the limit and takes one exactly at it', () => {
    expect(checkImportFile('a.xlsx', IMPORT_MAX_BYTES)).toBeNull();
    expect(checkImportFile('a.xlsx', IMPORT_MAX_BYTES + 1)).toBe('size');
  });
});
