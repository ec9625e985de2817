import type { DictData } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { inLanguage, summarize } from './portal.service';

const status = (value: string, label: string, listClass: string): DictData => ({
  dictCode: 0,
  dictSort: 0,
  dictLabel: label,
  dictValue: value,
  dictType: 'mine_production_status',
  synonyms: [],
  cssClass: '',
  listClass,
  isDefault: 'N',
  status: '0',
  remark: '',
});

describe('summarize', () => {
  it('adds up the grouped counts per status and prefecture, keeping every prefecture and leaving closed mines out of capacity', () => {
    const overview = summarize(
      [
        { prefecture: '毕节市', status: '1', mines: 3, capacity: 150, sample: 3 },
        { prefecture: '毕节市', status: '3', mines: 2, capacity: 60.5, sample: 2 },
        { prefecture: '六盘水市', status: '1', mines: 1, capacity: 240, sample: 1 },
        { prefecture: '毕节市', status: '5', mines: 2, capacity: 18, sample: 2 },
      ],
      [
        status('1', '生产', 'green'),
        status('2', '建设', 'green'),
        status('3', '停产', 'orange'),
        status('5', '注销', 'red'),
      ],
      ['毕节市', '贵阳市', '安顺市', '六盘水市', '遵义市', '黔南州', '黔西南州', '黔东南州', '铜仁市'],
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(overview).toMatchObject({
      mines: 8,
      capacity: 450.5,
      producingMines: 4,
      producingCapacity: 390,
      sample: true,
      updatedAt: '2026-01-02 11:04:05',
    });
    expect(overview.byStatus).toEqual([
      { value: '1', label: '生产', color: 'green', mines: 4, capacity: 390 },
      { value: '2', label: '建设', color: 'green', mines: 0, capacity: 0 },
      { value: '3', label: '停产', color: 'orange', mines: 2, capacity: 60.5 },
      { value: '5', label: '注销', color: 'red', mines: 2, capacity: 0 },
    ]);
    expect(overview.byPrefecture).toHaveLength(9);
    expect(overview.byPrefecture[0]).toMatchObject({
      value: '毕节市',
      mines: 7,
      capacity: 210.5,
      byStatus: { '1': 3, '3': 2, '5': 2 },
    });
    expect(overview.byPrefecture.find((p) => p.value === '铜仁市')).toMatchObject({
      mines: 0,
      capacity: 0,
      byStatus: {},
    });
  });
});

describe('inLanguage', () => {
  it('labels the production statuses in the reader’s language, keeping figures and unknown values', () => {
    const overview = summarize(
      [{ prefecture: '遵义市', status: '1', mines: 2, capacity: 30, sample: 0 }],
      [status('1', '生产', 'green'), status('9', '其他', 'gray')],
      ['遵义市'],
    );
    const english = inLanguage(overview, [status('1', 'Producing', 'green')]);
    expect(english.byStatus.map((b) => [b.value, b.label, b.mines])).toEqual([
      ['1', 'Producing', 2],
      ['9', '其他', 0],
    ]);
    expect(english.byPrefecture).toEqual(overview.byPrefecture);
  });
});
