import { describe, expect, it } from 'vitest';
import { createSentimentService } from './sentiment.service';

// The built-in lexicon as the server uses it: the general word list under the coal-news terms.
const service = createSentimentService();
const label = (text: string) => service.analyze(text).label;
const hit = (text: string, word: string) =>
  service
    .analyze(text)
    .sentences.flatMap((s) => s.hits)
    .find((h) => h.word === word);

describe('sentiment on market, court and policy news', () => {
  it('weighs market words', () => {
    expect(label('盘江股份涨停')).toBe('positive');
    expect(label('煤炭股集体跌停')).toBe('negative');
    expect(label('动力煤期货大涨')).toBe('positive');
    expect(label('焦煤价格暴跌')).toBe('negative');
    expect(label('公司上半年利润大增')).toBe('positive');
  });

  it('weighs legal and criminal words', () => {
    expect(label('公司实际控制人涉嫌集资诈骗')).toBe('negative');
    expect(label('公安机关已对此案立案侦查')).toBe('negative');
    expect(label('该公司非法吸收公众存款')).toBe('negative');
    expect(label('矿老板携款潜逃')).toBe('negative');
    expect(label('投资者称对方就是骗子')).toBe('negative');
  });

  it('ends a negator at the word it governs', () => {
    expect(label('不兑付～逾期，毁了我们一家人的积蓄。')).toBe('negative');
    expect(hit('不兑付～逾期，毁了我们一家人的积蓄。', '逾期')).toMatchObject({ negated: false });
    expect(label('没市场了一路下滑')).toBe('negative');
    expect(label('公司不兑付还一路下滑')).toBe('negative');
    // A light verb hands the negator on to its object.
    expect(label('全年未发生较大及以上生产安全事故')).toBe('positive');
    expect(label('未造成人员伤亡')).toBe('positive');
    expect(label('该矿未能按期完成整改')).toBe('negative');
  });

  it('reads improvement words after a bad noun as good news', () => {
    expect(label('煤矿百万吨死亡率下降，安全形势持续向好。')).toBe('positive');
    expect(label('今年以来全市煤矿隐患减少')).toBe('positive');
    expect(label('事故率下降')).toBe('positive');
    expect(label('死亡率上升')).toBe('negative');
  });

  it('reads reductions of good things as bad news, whatever remedy comes before them', () => {
    expect(label('该矿生产能力被核减')).toBe('negative');
    expect(label('该矿停产')).toBe('negative');
    expect(label('该矿瓦斯灾害突出，生产能力核减至30万吨/年。')).toBe('negative');
    expect(label('该矿治理突出问题核减产能')).toBe('negative');
    expect(hit('该矿隐患排查治理后停产', '停产')!.weight).toBeLessThan(0);
  });

  it('lets coal-news terms override the general list', () => {
    // The general list calls 突出 good (成绩突出); in coal news it is the outburst or a prominent problem.
    expect(service.builtInWeight('突出')).toBeLessThan(0);
    expect(service.builtInWeight('突出矿井')).toBe(0);
    // A general word, converted to Simplified characters (NTUSD has 欺騙).
    expect(service.builtInWeight('欺骗')).toBeLessThan(0);
    expect(service.builtInWeight('欺騙')).toBeUndefined();
    expect(service.builtInCount).toBeGreaterThan(15_000);
  });
});
