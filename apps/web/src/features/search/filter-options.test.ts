import type { FacetCounts } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import type { DictEntry } from '@/lib/dict';
import { countsOf, optionsOf } from './filter-options';

const dict = new Map<string, DictEntry>([
  ['1', { label: '生产', tone: 'green' }],
  ['6', { label: '联合试运转', tone: 'blue' }],
  ['3', { label: '停产', tone: 'orange' }],
]);

describe('filter options', () => {
  it('lists dictionary entries in order with their counts, 0 when absent', () => {
    const counts = new Map([
      ['1', 500],
      ['3', 20],
    ]);
    expect(optionsOf(dict, counts)).toEqual([
      { value: '1', label: '生产', count: 500 },
      { value: '6', label: '联合试运转', count: 0 },
      { value: '3', label: '停产', count: 20 },
    ]);
  });

  it('has no counts before they arrive and appends values the dictionary lacks', () => {
    expect(optionsOf(dict, undefined).map((o) => o.count)).toEqual([undefined, undefined, undefined]);
    const extra = optionsOf(dict, new Map([['9', 2]]));
    expect(extra.at(-1)).toEqual({ value: '9', label: '9', count: 2 });
  });

  it('offers a disabled entry only while mines still hold it', () => {
    const withDisabled = new Map<string, DictEntry>([
      ...dict,
      ['4', { label: '停建', tone: 'orange', disabled: true }],
    ]);
    expect(optionsOf(withDisabled, new Map([['1', 5]])).map((o) => o.value)).toEqual(['1', '6', '3']);
    expect(optionsOf(withDisabled, new Map([['4', 2]])).at(-1)).toEqual({
      value: '4',
      label: '停建',
      count: 2,
    });
  });

  it('formats labels with a custom function', () => {
    const scale = optionsOf(
      new Map([['45', { label: '45万吨/年', tone: 'gray' }]]),
      undefined,
      (v) => `${v} t`,
    );
    expect(scale[0]?.label).toBe('45 t');
  });

  it('reads one facet out of the counts', () => {
    const facets = { productionStatus: [{ value: '1', count: 3 }] } as FacetCounts;
    expect(countsOf(facets, 'productionStatus')?.get('1')).toBe(3);
    expect(countsOf(facets, 'scale')).toBeUndefined();
    expect(countsOf(undefined, 'scale')).toBeUndefined();
  });
});
