import { beforeAll, describe, expect, it } from 'vitest';
import { loadCounties } from '../../modules/mine';
import { createLinker } from '../../modules/news';
import { createSentimentService } from '../../modules/sentiment';
import { generateDataset } from '../mines/generate';
import { type ArticleViolation, checkArticles } from './article-checks';
import { type DemoArticle, DEMO_ARTICLE_COUNT, generateDemoArticles, WINDOW_DAYS } from './articles';
import { type DemoProfile, profilesOfRecords } from './profiles';
import { cnDate } from './wording';

const REFERENCE_DATE = '2026-11-26';
const counties = loadCounties().map((c) => c.name);

describe('demo news written from the profiles', () => {
  let profiles: DemoProfile[];
  let articles: DemoArticle[];
  let aliases: Map<number, string[]>;
  const check = (items: readonly DemoArticle[], of: readonly DemoProfile[] = profiles) =>
    checkArticles(items, of, { referenceDate: REFERENCE_DATE, counties });
  const rules = (violations: ArticleViolation[]) => new Set(violations.map((v) => v.rule));
  const first = (template: string) => {
    const found = articles.find((a) => a.template === template);
    if (!found) throw new Error(`no ${template} article`);
    return found;
  };
  /** A copy of an article with one sentence changed. */
  const edit = (a: DemoArticle, from: string | RegExp, to: string): DemoArticle => ({
    ...a,
    title: a.title.replace(from, to),
    paragraphs: a.paragraphs.map((p) => p.replace(from, to)),
  });

  beforeAll(() => {
    const dataset = generateDataset({ referenceDate: REFERENCE_DATE });
    profiles = profilesOfRecords(dataset.mines);
    aliases = new Map(dataset.mines.map((r, i) => [i + 1, (r.mine.aliases as string[] | null) ?? []]));
    articles = generateDemoArticles(profiles, { referenceDate: REFERENCE_DATE });
  });

  it('writes about a hundred articles from at least 40 templates, the same for the same seed', () => {
    expect(articles).toHaveLength(DEMO_ARTICLE_COUNT);
    expect(new Set(articles.map((a) => a.template)).size).toBeGreaterThanOrEqual(40);
    expect(generateDemoArticles(profiles, { referenceDate: REFERENCE_DATE })).toEqual(articles);
    const days = articles.map((a) => a.publishedAt.getTime());
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(600 * 86_400_000);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(
      Date.parse(REFERENCE_DATE) - (WINDOW_DAYS + 1) * 86_400_000,
    );
  });

  it('says nothing the records contradict', () => {
    expect(check(articles)).toEqual([]);
  });

  it('reports every accident of the window, and only recorded ones', () => {
    const start = new Date(Date.parse(REFERENCE_DATE) - (WINDOW_DAYS - 3) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const recorded = profiles.flatMap((p) =>
      p.accidents.filter((a) => a.occurredOn >= start).map((a) => `${p.id} ${cnDate(a.occurredOn)}`),
    );
    const reported = articles
      .filter((a) => ['accident-report', 'accident-brief', 'accident-notice'].includes(a.template))
      .map((a) => `${a.mineIds[0]} ${a.paragraphs.join('').match(/\d{4}年\d+月\d+日/)![0]}`);
    expect(recorded.length).toBeGreaterThan(3);
    expect(new Set(reported)).toEqual(new Set(recorded));
  });

  it('links each article to the mines it is about', () => {
    const linker = createLinker(
      profiles.map((p) => ({
        id: p.id,
        name: p.name,
        aliases: aliases.get(p.id) ?? [],
        county: p.county,
        companyId: null,
        company: p.company,
      })),
    );
    let expected = 0;
    let found = 0;
    for (const a of articles) {
      const linked = new Set(linker.link(`${a.title}\n${a.paragraphs.join('\n')}`).map((l) => l.mineId));
      expected += a.mineIds.length;
      found += a.mineIds.filter((id) => linked.has(id)).length;
    }
    expect(found / expected).toBeGreaterThan(0.95);
    expect(articles.filter((a) => a.mineIds.length > 0).length / articles.length).toBeGreaterThan(0.95);
  });

  it('reads as bad news where things went wrong and good news where they went well', () => {
    const sentiment = createSentimentService();
    const label = (a: DemoArticle) => sentiment.analyze(`${a.title}\n${a.paragraphs.join('\n')}`).label;
    const share = (category: string, wanted: string) => {
      const of = articles.filter((a) => a.category === category);
      return of.filter((a) => label(a) === wanted).length / of.length;
    };
    expect(share('accident', 'negative')).toBeGreaterThanOrEqual(0.8);
    expect(share('penalty', 'negative')).toBeGreaterThanOrEqual(0.6);
    expect(share('smart', 'positive')).toBeGreaterThanOrEqual(0.8);
    const labels = articles.map(label);
    for (const wanted of ['positive', 'neutral', 'negative'])
      expect(labels.filter((l) => l === wanted).length / labels.length).toBeGreaterThan(0.15);
  });

  describe('each rule catches a deliberately broken article', () => {
    it('an accident with other deaths, grade, kind or an earlier date', () => {
      const text = (a: DemoArticle) => [a.title, ...a.paragraphs].join('');
      const reports = ['accident-report', 'accident-brief', 'accident-notice'];
      const report = articles.find((a) => reports.includes(a.template) && /\d+人死亡/.test(text(a)));
      if (!report) throw new Error('no accident article with deaths');
      const deaths = Number(/(\d+)人死亡/.exec(text(report))![1]);
      expect(rules(check([edit(report, /\d+人死亡/g, `${deaths + 1}人死亡`)]))).toEqual(
        new Set(['accident']),
      );
      expect(rules(check([edit(report, /(一般|较大|重大)生产安全事故/, '特别重大生产安全事故')]))).toEqual(
        new Set(['accident']),
      );
      const early = { ...report, publishedAt: new Date(report.publishedAt.getTime() - 30 * 86_400_000) };
      expect(check([early]).map((v) => v.detail)).toContainEqual(
        expect.stringMatching(/before the accident/),
      );
      const other = profiles.find((p) => p.accidents.length === 0 && p.gasGrade !== '3')!;
      expect(rules(check([{ ...report, mineIds: [other.id] }]))).toContain('accident');
    });

    it('outburst deaths at a mine that is not an outburst mine', () => {
      const report = articles.find(
        (a) => a.category === 'accident' && profiles[a.mineIds[0]! - 1]!.gasGrade !== '3',
      )!;
      const kind = profiles[report.mineIds[0]! - 1]!.accidents.find((x) =>
        report.paragraphs.join('').includes(cnDate(x.occurredOn)),
      )!.kind;
      expect(rules(check([edit(report, new RegExp(`${kind}事故`, 'g'), '煤与瓦斯突出事故')]))).toEqual(
        new Set(['outburst', 'accident']),
      );
    });

    it('a fine of another amount', () => {
      const fine = articles.find((a) => a.template === 'penalty-decision')!;
      const amount = /罚款(\d+(?:\.\d+)?)万元/.exec(fine.title)![1]!;
      expect(
        rules(check([edit(fine, new RegExp(`${amount}万元`, 'g'), `${Number(amount) + 1000}万元`)])),
      ).toEqual(new Set(['penalty']));
    });

    it('a title naming its county twice', () => {
      const a = articles.find((x) => counties.some((c) => x.title.startsWith(c)))!;
      const county = counties.find((c) => a.title.startsWith(c))!;
      expect(rules(check([{ ...a, title: `${county}${a.title}` }]))).toEqual(new Set(['county']));
    });

    it('a closed mine resuming production', () => {
      const resumed = first('resumption-accepted');
      const closed = profiles.map((p) => (p.id === resumed.mineIds[0] ? { ...p, status: '5' } : p));
      expect(rules(check([resumed], closed))).toEqual(new Set(['resumption']));
    });

    it('a 核增 the capacity series does not hold', () => {
      const up = first('capacity-up');
      const to = Number(/核增至(\d+)万吨/.exec(up.title)![1]);
      expect(rules(check([edit(up, new RegExp(`核增至${to}万吨`, 'g'), `核增至${to + 60}万吨`)]))).toEqual(
        new Set(['capacity']),
      );
    });

    it('a licence of another term, and safe days across an accident', () => {
      const licence = first('licence-safety');
      expect(rules(check([edit(licence, /有效期自\d{4}/, '有效期自1999')]))).toEqual(new Set(['licence']));
      const safe = first('safety-days');
      const m = profiles[safe.mineIds[0]! - 1]!;
      const hurt = profiles.map((p) =>
        p === m
          ? {
              ...p,
              accidents: [...p.accidents, { ...m.accidents[0], occurredOn: cnDay(safe, -10) } as never],
            }
          : p,
      );
      expect(rules(check([safe], hurt))).toContain('safe-days');
    });

    it('a mine the text does not name, and a date after the reference', () => {
      const a = articles.at(-1)!;
      const late = {
        ...a,
        publishedAt: new Date(Date.parse(`${REFERENCE_DATE}T00:00:00Z`) + 3 * 86_400_000),
      };
      expect(rules(check([late]))).toEqual(new Set(['dates']));
      const unnamed = profiles.find((p) => !a.paragraphs.join('').includes(p.name))!;
      expect(rules(check([{ ...a, mineIds: [...a.mineIds, unnamed.id] }]))).toContain('names');
    });
  });
});

/** The day `offset` days from an article's, as YYYY-MM-DD. */
function cnDay(a: DemoArticle, offset: number): string {
  return new Date(a.publishedAt.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}
