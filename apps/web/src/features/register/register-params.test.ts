import { describe, expect, it } from 'vitest';
import { readRegisterParams, toRegisterParams } from './register-params';

describe('the register URL', () => {
  it('reads back the query, sort, page and size it writes', () => {
    const state = {
      query: {
        conditions: [
          { field: 'capacity', op: 'range' as const, values: ['30', ''] },
          { field: 'prefecture', op: 'in' as const, values: ['毕节市', '六盘水市'] },
        ],
        sort: [
          { field: 'productionType', dir: 'asc' as const },
          { field: 'capacity', dir: 'desc' as const },
        ],
      },
      page: 3,
      size: 200,
    };
    const params = toRegisterParams(state);
    expect(params.get('sort')).toBe('productionType:asc,capacity:desc');
    expect(readRegisterParams(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('drops unknown fields, operators a field does not take, unsortable columns and mangled JSON', () => {
    const params = new URLSearchParams({
      q: JSON.stringify([
        ['password', 'eq', ['x']],
        ['aliases', 'eq', ['x']],
        ['name', 'contains', ['金沙']],
      ]),
      sort: 'address:asc,name:sideways,riskScore:desc',
      size: '37',
    });
    expect(readRegisterParams(params)).toEqual({
      query: {
        conditions: [{ field: 'name', op: 'contains', values: ['金沙'] }],
        sort: [{ field: 'riskScore', dir: 'desc' }],
      },
      page: 1,
      size: 50,
    });
    expect(readRegisterParams(new URLSearchParams({ q: '[[' })).query.conditions).toEqual([]);
  });
});
