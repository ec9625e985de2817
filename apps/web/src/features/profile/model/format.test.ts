import { childEntityColumns, mineColumns } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { columnTitle, displayCell, displayDocValue, type FormatContext, unitText, withUnit } from './format';

const col = (
  key: string,
  list = [...mineColumns, ...childEntityColumns.quality, ...childEntityColumns.seams],
) => {
  const found = list.find((c) => c.key === key);
  if (!found) throw new Error(key);
  return found;
};
const zh: FormatContext = {
  zh: true,
  yes: '是',
  no: '否',
  dicts: new Map([['coal_ash_grade', new Map([['MA', { label: '中灰煤', tone: 'blue' as const }]])]]),
};
const en: FormatContext = { ...zh, zh: false, yes: 'Yes', no: 'No' };

describe('value formatting', () => {
  it('puts units after numbers, without a space for % and °', () => {
    expect(withUnit('12.5', 'm', true)).toBe('12.5 m');
    expect(withUnit('30', '%', true)).toBe('30%');
    expect(withUnit('45', '万吨/年', true)).toBe('45 万吨/年');
    expect(withUnit('45', '万吨/年', false)).toBe('45 ×10⁴ t/a');
    expect(withUnit('3', '个', false)).toBe('3');
    expect(unitText(undefined, true)).toBe('');
  });

  it('writes headers with the unit in brackets the language’s way', () => {
    expect(columnTitle(col('thicknessAvg'), true)).toBe('平均厚度（m）');
    expect(columnTitle(col('thicknessAvg'), false)).toBe('Mean thickness (m)');
    expect(columnTitle(col('seamNo'), true)).toBe('煤层编号');
  });

  it('names seams as the comparison does, whichever way the record writes them', () => {
    for (const [raw, shown] of [
      ['9', 'M9'],
      ['9号煤层', 'M9'],
      ['M10', 'M10'],
      ['5－3', 'M5-3'],
      ['6中', 'M6中'],
    ])
      expect(displayCell(raw, col('seamNo'), zh)).toEqual({ kind: 'text', text: shown });
  });

  it('maps dictionary codes to their label and colour, unknown codes to themselves', () => {
    expect(displayCell('MA', col('ashGrade'), zh)).toEqual({ kind: 'tag', text: '中灰煤', tone: 'blue' });
    expect(displayCell('ZZ', col('ashGrade'), zh)).toEqual({ kind: 'text', text: 'ZZ' });
  });

  it('translates enum options, booleans and numbers', () => {
    expect(displayCell('较稳定', col('stability'), en)).toEqual({ kind: 'text', text: 'fairly stable' });
    expect(displayCell(true, col('minable'), zh)).toEqual({ kind: 'text', text: '是' });
    expect(displayCell(12345.678, col('capacity'), zh, true)).toEqual({
      kind: 'text',
      text: '12,345.68 万吨/年',
    });
    expect(displayCell(1.5, col('thicknessAvg'), zh)).toEqual({ kind: 'text', text: '1.5' });
  });

  it('shows blanks and empty lists as empty, lists as lists', () => {
    expect(displayCell(null, col('address'), zh)).toEqual({ kind: 'empty' });
    expect(displayCell('', col('address'), zh)).toEqual({ kind: 'empty' });
    expect(displayCell([], col('aliases'), zh)).toEqual({ kind: 'empty' });
    expect(displayCell(['甲', '乙'], col('aliases'), zh)).toEqual({ kind: 'list', items: ['甲', '乙'] });
  });

  it('formats document values with the unit of their label', () => {
    expect(displayDocValue(1906, { zh: '正常涌水量', en: 'Normal inflow', unit: 'm³/h' }, zh)).toEqual({
      kind: 'text',
      text: '1,906 m³/h',
    });
    expect(displayDocValue(false, { zh: '煤尘爆炸性', en: 'Explosive coal dust' }, en)).toEqual({
      kind: 'text',
      text: 'No',
    });
    expect(displayDocValue(null, { zh: 'x', en: 'x' }, en)).toEqual({ kind: 'empty' });
  });
});

describe('identifiers and quantities', () => {
  it('never groups years, while quantities keep their thousands separators', () => {
    const production = childEntityColumns.production;
    const year = production.find((c) => c.key === 'year')!;
    const employees = production.find((c) => c.key === 'employees')!;
    expect(displayCell(2014, year, en)).toEqual({ kind: 'text', text: '2014' });
    expect(displayCell(2023, year, zh)).toEqual({ kind: 'text', text: '2023' });
    expect(displayCell(1250, employees, en)).toEqual({ kind: 'text', text: '1,250' });
  });

  it('writes licence corner coordinates to the centimetre, ungrouped, and their numbers as they are', () => {
    const corners = childEntityColumns.licenceCorners;
    const [x, y, point] = ['x', 'y', 'pointNo'].map((key) => corners.find((c) => c.key === key)!);
    expect(displayCell(2923294, x!, en)).toEqual({ kind: 'text', text: '2923294.00' });
    expect(displayCell(35545240.24, y!, zh)).toEqual({ kind: 'text', text: '35545240.24' });
    expect(displayCell(12, point!, zh)).toEqual({ kind: 'text', text: '12' });
  });
});

describe('fixed terms', () => {
  const label = { zh: '断层性质', en: 'Type' };
  it('shows a fixed term in English, and what a person wrote as written', () => {
    expect(displayDocValue('逆断层', label, en)).toEqual({ kind: 'text', text: 'Reverse fault', term: true });
    expect(displayDocValue('逆断层', label, zh)).toEqual({ kind: 'text', text: '逆断层' });
    expect(displayDocValue('纳雍县鑫源煤矿', label, en)).toEqual({ kind: 'text', text: '纳雍县鑫源煤矿' });
    expect(displayDocValue(['瓦斯', '顶板'], label, en)).toEqual({
      kind: 'list',
      items: ['Gas', 'Roof fall'],
      term: true,
    });
  });
});
