import type { DemoArticle } from './articles';
import type { DemoProfile } from './profiles';
import { cnDate, GRADE_LABELS } from './wording';

export interface ArticleViolation {
  rule:
    | 'names'
    | 'dates'
    | 'accident'
    | 'outburst'
    | 'penalty'
    | 'resumption'
    | 'capacity'
    | 'licence'
    | 'county'
    | 'safe-days';
  title: string;
  detail: string;
}

/** The article's day in Beijing time. */
const dayOf = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const DAY = 86_400_000;

/**
 * What the demo news must not say: anything its subject mine's records contradict. Each article is
 * read as text (numbers and dates parsed back out of it), so a wrong figure in a template shows here.
 */
export function checkArticles(
  articles: readonly DemoArticle[],
  profiles: readonly DemoProfile[],
  { referenceDate, counties }: { referenceDate: string; counties: readonly string[] },
): ArticleViolation[] {
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const out: ArticleViolation[] = [];
  for (const a of articles) {
    const flag = (rule: ArticleViolation['rule'], detail: string) =>
      out.push({ rule, title: a.title, detail });
    const text = `${a.title}\n${a.paragraphs.join('\n')}`;
    const day = dayOf(a.publishedAt);
    const mines = a.mineIds.map((id) => byId.get(id));
    const m = mines[0];
    for (const [k, mine] of mines.entries())
      if (!mine || !text.includes(mine.name)) flag('names', `mine ${a.mineIds[k]} is not named in the text`);
    if (day > referenceDate) flag('dates', `published ${day}, after ${referenceDate}`);

    const inTitle = counties.reduce((sum, c) => sum + a.title.split(c).length - 1, 0);
    if (inTitle > 1) flag('county', `${inTitle} county names in the title`);

    if (text.includes('突出') && mines.some((mine) => mine?.gasGrade !== '3'))
      flag('outburst', 'outburst wording about a mine that is not an outburst mine');

    const deathCounts = [...text.matchAll(/(\d+)人死亡/g)].map((x) => Number(x[1]));
    if (a.category === 'accident' || deathCounts.length > 0 || text.includes('未造成人员死亡')) {
      const accident = m?.accidents.find((x) => text.includes(cnDate(x.occurredOn)));
      const grade = /(特别重大|较大|重大|一般)生产安全事故/.exec(text)?.[1];
      if (!accident) flag('accident', 'no recorded accident of the mine on a date the text gives');
      else {
        const stated = deathCounts.length ? deathCounts : text.includes('未造成人员死亡') ? [0] : [];
        if (stated.length === 0 || stated.some((d) => d !== accident.deaths))
          flag('accident', `deaths ${stated.join('/')} against ${accident.deaths} recorded`);
        if (grade !== GRADE_LABELS[accident.grade])
          flag('accident', `grade ${grade ?? 'missing'} against ${GRADE_LABELS[accident.grade]}`);
        if (!text.includes(`${accident.kind}事故`)) flag('accident', `kind other than ${accident.kind}`);
        if (day < accident.occurredOn) flag('accident', `published ${day} before the accident`);
      }
    }

    for (const [, value] of text.matchAll(/(?:罚款|罚单金额|被罚)(?:人民币)?(\d+(?:\.\d+)?)万元/g)) {
      const fine = m?.penalties.find((p) => Math.abs(p.amount - Number(value)) < 0.05 && p.decidedOn <= day);
      if (!fine) flag('penalty', `no recorded fine of ${value}万元 by ${day}`);
      else if (
        a.category === 'penalty' &&
        !(text.includes(cnDate(fine.decidedOn)) && text.includes(fine.authority))
      )
        flag('penalty', 'decision date or authority differs from the record');
    }

    if (/恢复生产|复产/.test(text)) {
      const resumed = m?.supervision.find((v) => v.kind === '复产验收' && text.includes(cnDate(v.date)));
      if (!m || m.status === '5') flag('resumption', 'resumption at a closed mine');
      else if (!resumed || resumed.date > day) flag('resumption', 'no recorded 复产验收 on the date given');
    }

    for (const kind of ['核增', '核减'] as const) {
      if (!text.includes(kind)) continue;
      const stated = new RegExp(`由(\\d+)万吨/年${kind}至(\\d+)万吨/年`).exec(text);
      const change = m?.capacityChanges.find(
        (c) =>
          c.kind === kind &&
          stated !== null &&
          c.previousCapacity === Number(stated[1]) &&
          c.capacity === Number(stated[2]) &&
          c.announcedOn <= day,
      );
      if (!change)
        flag(
          'capacity',
          `${kind} ${stated?.slice(1).join('→') ?? 'without figures'} not in the capacity series`,
        );
    }

    if (a.category === 'licence') {
      const licence = m?.licences.find((l) => text.includes(l.number));
      if (!licence || !text.includes(`有效期自${cnDate(licence.validFrom)}至${cnDate(licence.validTo)}`))
        flag('licence', 'licence number or term differs from the record');
    }

    const safeDays = /连续(?:安全生产)?(\d+)天/.exec(text);
    if (safeDays && m) {
      const from = new Date(Date.parse(day) - Number(safeDays[1]) * DAY).toISOString().slice(0, 10);
      if (m.accidents.some((x) => x.occurredOn >= from && x.occurredOn <= day))
        flag('safe-days', `an accident within the ${safeDays[1]} days claimed`);
    }
  }
  return out;
}
