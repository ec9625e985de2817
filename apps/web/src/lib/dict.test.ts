import type { DictData, DictDataAll } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { dictMapOf, toneOf } from './dict';

const item = (dictType: string, dictValue: string, dictLabel: string, listClass = ''): DictData => ({
  dictCode: 1,
  dictSort: 0,
  dictLabel,
  dictValue,
  dictType,
  synonyms: [],
  cssClass: '',
  listClass,
  isDefault: 'N',
  status: '0',
  remark: '',
});

const answer = (): DictDataAll => ({
  mine_production_status: [
    item('mine_production_status', '1', '生产', 'green'),
    item('mine_production_status', '5', '注销', 'danger'),
  ],
  coal_rank: [item('coal_rank', 'WY', '无烟煤')],
});

describe('dictMapOf', () => {
  it('selects one type by value with its tag tone', () => {
    const map = dictMapOf(answer(), 'mine_production_status');
    expect(map?.get('1')).toEqual({ label: '生产', tone: 'green' });
    expect(map?.get('5')).toEqual({ label: '注销', tone: 'red' });
    expect(map?.has('WY')).toBe(false);
  });

  it('gives the same map for the same answer and a new one for a new answer', () => {
    const first = answer();
    expect(dictMapOf(first, 'coal_rank')).toBe(dictMapOf(first, 'coal_rank'));
    expect(dictMapOf(answer(), 'coal_rank')).not.toBe(dictMapOf(first, 'coal_rank'));
  });

  it('has nothing for a type the answer lacks', () => {
    expect(dictMapOf(answer(), 'no_such_type')).toBeUndefined();
  });
});

describe('toneOf', () => {
  it('maps RuoYi and colour names to tag tones, anything else to gray', () => {
    expect(['success', 'primary', 'warning', 'danger', ' Blue ', 'info'].map(toneOf)).toEqual([
      'green',
      'blue',
      'orange',
      'red',
      'blue',
      'gray',
    ]);
  });
});
