import { describe, expect, it } from 'vitest';
import { createSentimentEngine, LABEL_THRESHOLD, splitSentences, TITLE_WEIGHT } from './engine';
import { domainLexicon, lexiconWords } from './lexicon';
import { createSegmenter } from './segmenter';

const lexicon = domainLexicon();
const segmenter = createSegmenter(lexiconWords(lexicon));
const engine = createSentimentEngine({ segment: segmenter.segment, lexicon });
const one = (text: string) => engine.analyze(text).sentences[0]!;
const hit = (text: string, word: string) => one(text).hits.find((h) => h.word === word);

describe('sentiment engine', () => {
  it('labels plain good and bad news', () => {
    expect(engine.analyze('该矿发生瓦斯爆炸事故。').label).toBe('negative');
    expect(engine.analyze('该矿通过验收，正式复产。').label).toBe('positive');
    expect(engine.analyze('该矿位于纳雍县。').label).toBe('neutral');
    expect(engine.analyze('该矿位于纳雍县。').score).toBe(0);
  });

  it('flips a sentiment word after a negator within its clause, and only there', () => {
    expect(one('未发生事故').label).toBe('positive');
    expect(hit('未发生事故', '事故')).toMatchObject({ negated: true });
    expect(one('不存在隐患').label).toBe('positive');
    expect(one('该矿未获批准').label).toBe('negative');
    expect(one('没有落实整改措施').label).toBe('negative');
    // The comma closes the negator's scope: the accident of the second clause stays bad news.
    expect(hit('该矿没有停工，发生事故', '事故')).toMatchObject({ negated: false });
    // Double negation cancels.
    expect(hit('不能不落实', '落实')).toMatchObject({ negated: false });
    // A word far past the negator is out of its scope.
    expect(hit('未曾因为一些很小很小的原因而在当年发生事故', '事故')).toMatchObject({ negated: false });
  });

  it('reads a negator glued to its word by the segmenter', () => {
    expect(one('现场管理无隐患').label).toBe('positive');
  });

  it('scales a sentiment word by the degree adverb before it', () => {
    const plain = hit('安全投入下降', '下降')!;
    const strong = hit('安全投入大幅下降', '下降')!;
    const mild = hit('安全投入略有下降', '下降')!;
    expect(strong.degree).toBe(1.5);
    expect(strong.weight).toBeCloseTo(plain.weight * 1.5);
    expect(mild.weight).toBeCloseTo(plain.weight * 0.5);
    expect(Math.abs(one('该矿发生严重违法行为').score)).toBeGreaterThan(
      Math.abs(one('该矿发生违法行为').score),
    );
  });

  it('weighs the clause after a contrast word over the one before', () => {
    expect(one('虽然遭遇强降雨，但未造成人员伤亡').label).toBe('positive');
    expect(one('该矿完成了整改，但复查仍不合格').label).toBe('negative');
    const before = hit('产量增长，但发生事故', '增长')!;
    const after = hit('发生事故，但产量增长', '增长')!;
    expect(after.weight).toBeGreaterThan(before.weight);
  });

  it('undoes bad words with a remedy in the same clause', () => {
    expect(one('险情已经排除').label).toBe('positive');
    expect(one('事故起数和死亡人数双下降').label).toBe('positive');
    expect(one('原煤产量大幅下降').label).toBe('negative');
    expect(one('该公司被移出失信被执行人名单').label).toBe('positive');
    expect(one('瓦斯治理不到位').label).toBe('negative');
  });

  it('weighs the title over a body sentence', () => {
    const body = '该矿产量增长。';
    const badTitle = engine.analyzeArticle({ title: '该矿发生事故', body });
    const badBody = engine.analyze(`该矿发生事故。${body}`);
    expect(badTitle.score).toBeLessThan(badBody.score);
    expect(badTitle.sentences[0]!.text).toBe('该矿发生事故');
    const title = badTitle.sentences[0]!.score;
    const sentence = badTitle.sentences[1]!.score;
    expect(badTitle.score).toBeCloseTo((title * TITLE_WEIGHT + sentence) / (TITLE_WEIGHT + 1), 2);
  });

  it('keeps scores within −1…1 and labels by the threshold', () => {
    const worst = engine.analyze('特别重大瓦斯爆炸事故造成多人死亡、重伤、失联，矿长瞒报被逮捕。');
    expect(worst.score).toBeGreaterThanOrEqual(-1);
    expect(worst.score).toBeLessThan(-LABEL_THRESHOLD);
  });

  it('splits sentences at Chinese and Western stops', () => {
    expect(splitSentences('一。二！三？四；五\n六')).toEqual(['一。', '二！', '三？', '四；', '五', '六']);
  });
});
