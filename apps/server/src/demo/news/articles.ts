/**
 * Demo news (示例): coal-industry items written from the demo mines' profiles, so that what a story says
 * (an accident's day, deaths and grade, a fine, a licence, a capacity announcement, a company's output) is
 * what the mine's records say. Deterministic for the same profiles, reference date and seed; every item
 * says it is sample data.
 */
import { addDays } from '../mines/dates';
import { marketPools } from './market-news';
import { policyPools } from './policy-news';
import type { DemoProfile } from './profiles';
import { recordPools } from './records-news';
import { random } from './rng';
import { safetyPools } from './safety-news';
import type { Draft, Pool, Window } from './story';

export interface DemoArticle {
  title: string;
  source: string;
  author: string;
  publishedAt: Date;
  summary: string;
  paragraphs: string[];
  /** The demo mines the item is written about (the first is its subject), for the linking figures. */
  mineIds: number[];
  category: string;
  /** Which of the templates wrote it. */
  template: string;
}

export const DEMO_ARTICLE_COUNT = 96;
export const SAMPLE_NOTE = '（示例数据，内容为系统演示而编写，不代表真实事件。）';
/** The news covers the three years up to the reference date. */
export const WINDOW_DAYS = 1095;

const AUTHORS = ['本报记者', '记者', '通讯员', '特约记者', '本网编辑'];

/**
 * `count` items about the profiles over the window: each kind of story takes its share of the count,
 * as far as the records hold such stories; province and market news fill the rest.
 */
export function generateDemoArticles(
  profiles: readonly DemoProfile[],
  {
    referenceDate,
    count = DEMO_ARTICLE_COUNT,
    seed = 15,
  }: { referenceDate: string; count?: number; seed?: number },
): DemoArticle[] {
  if (profiles.length === 0) return [];
  const sorted = [...profiles].sort((a, b) => a.id - b.id);
  const r = random(seed);
  const w: Window = { start: addDays(referenceDate, -WINDOW_DAYS), ref: referenceDate };
  const pools: Pool[] = [
    ...safetyPools(sorted, w, r),
    ...recordPools(sorted, w, r),
    ...marketPools(sorted, w),
    ...policyPools(sorted, w),
  ];
  const total = pools.reduce((sum, p) => sum + p.share, 0);
  const takes = pools.map((p) => {
    const want = Math.floor((p.share / total) * count);
    return p.open ? want : Math.min(want, p.size);
  });
  // What the records cannot fill goes to the open pools in turn.
  const open = pools.flatMap((p, i) => (p.open ? [i] : []));
  for (let k = 0, left = count - takes.reduce((a, b) => a + b, 0); left > 0 && open.length; k++, left--)
    takes[open[k % open.length]!]!++;

  const drafts: Draft[] = [];
  pools.forEach((p, i) => {
    const offset = r.int(0, p.templateIds.length - 1);
    const order = p.open ? [] : r.shuffle(Array.from({ length: p.size }, (_, k) => k));
    // An open pool may find no mine fitting a theme on the day it drew: it tries a few more times.
    const attempts = p.open ? takes[i]! + 50 : takes[i]!;
    for (let k = 0, made = 0; k < attempts && made < takes[i]!; k++) {
      const draft = p.draft(p.open ? 0 : order[k]!, offset + k, r);
      if (draft) {
        drafts.push(draft);
        made++;
      }
    }
  });

  const end = Date.parse(`${referenceDate}T10:00:00+08:00`);
  return drafts
    .map((d) => {
      const at = Date.parse(
        `${d.on}T${String(r.int(7, 20)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00+08:00`,
      );
      const { title, paragraphs } = d.written;
      return {
        title,
        source: r.pick(d.sources),
        author: r.pick(AUTHORS),
        publishedAt: new Date(Math.min(at, end - r.int(0, 120) * 60_000)),
        summary: paragraphs[0]!,
        paragraphs: [...paragraphs, SAMPLE_NOTE],
        mineIds: d.mines.map((m) => m.id),
        category: d.category,
        template: d.template,
      };
    })
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}
