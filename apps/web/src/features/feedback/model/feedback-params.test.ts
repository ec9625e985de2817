import { describe, expect, it } from 'vitest';
import {
  adminExportPath,
  readAdminQuery,
  readOwnQuery,
  subsectionTitle,
  withParams,
} from './feedback-params';

describe('feedback URL values', () => {
  it('reads the admins’ filters, falling back to the open threads on a bad link', () => {
    expect(
      readAdminQuery(new URLSearchParams('status=closed&kind=error&mineName=%20金沙%20&page=3')),
    ).toEqual({
      pageNum: 3,
      pageSize: 10,
      status: 'closed',
      kind: 'error',
      mineId: undefined,
      mineName: '金沙',
    });
    expect(readAdminQuery(new URLSearchParams('status=lost&kind=rumour&page=-1&mineId=x'))).toMatchObject({
      pageNum: 1,
      status: 'active',
      kind: undefined,
      mineId: undefined,
    });
    expect(readOwnQuery(new URLSearchParams('status=active'))).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('reads the sort from the URL and exports with the same filters and sort, every page', () => {
    const query = readAdminQuery(new URLSearchParams('kind=question&orderByColumn=status&isAsc=asc&page=2'));
    expect(query).toMatchObject({ orderByColumn: 'status', isAsc: 'asc' });
    expect(adminExportPath(query)).toBe(
      '/api/system/feedback/export?status=active&kind=question&orderByColumn=status&isAsc=asc',
    );
    expect(readAdminQuery(new URLSearchParams('orderByColumn=password&isAsc=up'))).toMatchObject({
      orderByColumn: undefined,
      isAsc: undefined,
    });
  });

  it('drops emptied values and keeps the others', () => {
    const next = withParams(new URLSearchParams('status=open&id=4&page=2'), {
      id: undefined,
      page: 1,
      kind: '',
    });
    expect(next.toString()).toBe('status=open&page=1');
  });

  it('names a subsection in the reader’s language', () => {
    expect(subsectionTitle('minableSeams', true)).toBe('可采煤层特征');
    expect(subsectionTitle('minableSeams', false)).toMatch(/seam/i);
    expect(subsectionTitle('gone', true)).toBe('gone');
  });
});
