import { describe, expect, it } from 'vitest';
import { AhoCorasick } from './aho-corasick';
import { LINKING_CASES, LINKING_MINES } from '../../../test/fixtures/linking/cases';
import { createLinker, type LinkableMine } from './linker';

const mine = (id: number, name: string, county: string, company: string | null, aliases: string[] = []) =>
  ({ id, name, aliases, county, companyId: company ? id * 10 : null, company }) satisfies LinkableMine;

const MINES = [
  mine(1, '岩孔煤矿', '金沙县', '金沙县鑫源煤业有限公司'),
  mine(2, '新华煤矿', '纳雍县', '纳雍县兴达煤业有限公司'),
  mine(3, '新华煤矿', '盘州市', '盘州市红果煤业有限公司'),
  mine(4, '大河边煤矿', '水城区', null, ['水城区大河乡大河边煤矿']),
];

describe('Aho-Corasick automaton', () => {
  it('finds every occurrence, overlapping ones included', () => {
    const ac = new AhoCorasick<number>([
      ['he', 1],
      ['she', 2],
      ['his', 3],
      ['hers', 4],
    ]);
    const found = ac.search('ushers').map((m) => `${m.pattern}@${m.start}`);
    expect(found).toEqual(['she@1', 'he@2', 'hers@2']);
    expect(new AhoCorasick([['煤矿', 'x']]).search('岩孔煤矿与新华煤矿')).toHaveLength(2);
  });
});

describe('article linker', () => {
  const linker = createLinker(MINES);

  it('links full names, former names and unique short names with their position', () => {
    const text = '金沙县岩孔煤矿通过验收。水城区大河乡大河边煤矿复产。大河边井下安全。';
    const links = linker.link(text);
    expect(links).toContainEqual({ mineId: 1, companyId: null, matched: '岩孔煤矿', position: 3 });
    expect(links).toContainEqual(expect.objectContaining({ mineId: 4, matched: '水城区大河乡大河边煤矿' }));
    expect(links.filter((l) => l.mineId === 4)).toHaveLength(1);
  });

  it('links companies by full and short name', () => {
    expect(linker.link('金沙县鑫源煤业有限公司发布公告')).toEqual([
      { mineId: null, companyId: 10, matched: '金沙县鑫源煤业有限公司', position: 0 },
    ]);
    expect(linker.link('纳雍县兴达煤业召开会议')[0]).toMatchObject({ companyId: 20 });
  });

  it('links a name shared by two mines only with county or company context', () => {
    expect(linker.link('新华煤矿发生事故')).toEqual([]);
    expect(linker.link('盘州市新华煤矿发生事故')).toEqual([
      { mineId: 3, companyId: null, matched: '新华煤矿', position: 3 },
    ]);
    expect(linker.link('纳雍县兴达煤业有限公司所属新华煤矿复产')).toContainEqual(
      expect.objectContaining({ mineId: 2, matched: '新华煤矿' }),
    );
  });

  it('links a two-character short name only with context', () => {
    expect(linker.link('新华社报道')).toEqual([]);
    expect(linker.link('岩孔村民反映')).toEqual([]);
    expect(linker.link('金沙县岩孔井下作业')).toContainEqual(
      expect.objectContaining({ mineId: 1, matched: '岩孔' }),
    );
  });
});

describe('linking cases: everyday words and Traditional characters', () => {
  const linker = createLinker(LINKING_MINES);

  it.each(LINKING_CASES)('$text → $mineIds', ({ text, mineIds }) => {
    const found = linker.link(text).flatMap((link) => (link.mineId === null ? [] : [link.mineId]));
    expect(found).toEqual(mineIds);
  });

  it('keeps the position of a match in Traditional text', () => {
    expect(linker.link('鍾山區織河煤礦發生透水事故')).toContainEqual({
      mineId: 106,
      companyId: null,
      matched: '织河煤矿',
      position: 3,
    });
  });

  it('never links an everyday short name on its county alone, even beside the word', () => {
    expect(linker.link('水城区安全生产形势平稳')).toEqual([]);
    // The company tells which 安全 is meant.
    expect(linker.link('水城区安全煤业有限公司安全井')).toContainEqual(
      expect.objectContaining({ mineId: 101, matched: '安全' }),
    );
  });
});
