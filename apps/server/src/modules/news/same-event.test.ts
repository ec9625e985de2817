import { describe, expect, it } from 'vitest';
import { sameEvent } from './same-event';

const titles = (list: { title: string }[]) => list.map((item) => item.title);
const article = (id: number, title: string) => ({ id, title });
/** Titles around that share only the words every coal headline has. */
const filler = Array.from({ length: 60 }, (_, i) => article(100 + i, `第${i}家煤矿安全生产事故隐患排查`));

describe('articles on the same event', () => {
  it('finds titles sharing at least two uncommon pieces', () => {
    const around = [
      article(1, '纳雍透水事故救援：被困矿工全部升井'),
      article(2, '纳雍县透水事故调查报告公布'),
      article(3, '盘州市煤矿通过验收'),
      ...filler,
    ];
    const found = titles(sameEvent({ title: '纳雍县某煤矿发生透水事故 3人被困' }, around));
    expect(found.sort()).toEqual(['纳雍县透水事故调查报告公布', '纳雍透水事故救援：被困矿工全部升井'].sort());
    // One shared piece (纳雍 alone) is not enough.
    expect(sameEvent({ title: '纳雍县召开会议' }, around)).toEqual([]);
  });

  it('takes words that most titles around have for no sign of one event', () => {
    expect(sameEvent({ title: '某煤矿安全生产事故隐患排查' }, filler)).toEqual([]);
  });
});
