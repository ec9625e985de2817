import { describe, expect, it } from 'vitest';
import { buildOwnershipGraph, type Holding } from './ownership-graph';

const holdings: Holding[] = [
  {
    holderName: '贵州甲能源集团有限公司',
    holderType: 'company',
    companyName: '纳雍鑫源煤业有限公司',
    percent: 60,
  },
  { holderName: '张伟', holderType: 'person', companyName: '纳雍鑫源煤业有限公司', percent: 40 },
  { holderName: '李娜', holderType: 'person', companyName: '贵州甲能源集团有限公司', percent: 50 },
  { holderName: '张伟', holderType: 'person', companyName: '贵州甲能源集团有限公司', percent: 50 },
];
const of = (name: string) => holdings.filter((h) => h.companyName === name);

describe('buildOwnershipGraph', () => {
  it('walks up the holders and multiplies shares along each path', () => {
    const graph = buildOwnershipGraph({ id: 7, name: '鑫源煤矿' }, '纳雍鑫源煤业有限公司', of);
    const percent = (id: string) => graph.nodes.find((n) => n.id === id)?.percent;
    expect(graph.nodes.find((n) => n.id === 'm:7')).toMatchObject({ kind: 'mine', name: '鑫源煤矿' });
    expect(percent('c:贵州甲能源集团有限公司')).toBe(60);
    expect(percent('p:李娜')).toBe(30);
    // 40% directly plus 50% of the group's 60%.
    expect(percent('p:张伟')).toBe(70);
    expect(graph.edges).toContainEqual({ source: 'c:纳雍鑫源煤业有限公司', target: 'm:7', percent: 100 });
    expect(graph.edges).toContainEqual({ source: 'p:李娜', target: 'c:贵州甲能源集团有限公司', percent: 50 });
  });

  it('is just the mine when there is no holder company', () => {
    expect(buildOwnershipGraph({ id: 1, name: 'x' }, null, of)).toEqual({
      nodes: [{ id: 'm:1', name: 'x', kind: 'mine', percent: null }],
      edges: [],
    });
  });

  it('stops on ownership cycles', () => {
    const cyclic: Holding[] = [
      { holderName: 'B', holderType: 'company', companyName: 'A', percent: 50 },
      { holderName: 'A', holderType: 'company', companyName: 'B', percent: 50 },
    ];
    const graph = buildOwnershipGraph({ id: 1, name: 'm' }, 'A', (n) =>
      cyclic.filter((h) => h.companyName === n),
    );
    expect(graph.nodes.map((n) => n.id).sort()).toEqual(['c:A', 'c:B', 'm:1']);
  });
});
