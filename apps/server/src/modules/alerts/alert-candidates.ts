import { type AlertKind, LICENCE_TODO_DAYS, LICENCE_URGENT_DAYS } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import type { MessageKey } from '../../lib/i18n';

/** A record is news to followers while it is this recent (by its own date); older ones are history. */
export const RECENT_DAYS = 30;

/** One thing that happened to a mine, with the message its followers get. */
export interface AlertCandidate {
  kind: AlertKind;
  mineId: number;
  mineName: string;
  /** Unique per event: a user is told about it once. */
  key: string;
  type: 'message' | 'todo';
  messageType: number | null;
  /** Catalog keys and values: each reader sees the alert in their own language. */
  text: LocalizedText & { title: MessageKey; content: MessageKey };
}

const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
const DAY = 86_400_000;

/** `YYYY-MM-DD` of a date in Asia/Shanghai. */
const dayOf = (date: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(date);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** The events of the given mines as of `now`: recent negative news and records, licences about to expire. */
export async function alertCandidates(db: Executor, mineIds: number[], now: Date): Promise<AlertCandidate[]> {
  if (!mineIds.length) return [];
  const ids = intArray(mineIds);
  const today = dayOf(now);
  const since = dayOf(new Date(now.getTime() - RECENT_DAYS * DAY));
  const licenceLimit = dayOf(new Date(now.getTime() + LICENCE_TODO_DAYS * DAY));
  const [news, penalties, accidents, dishonest, licences] = await Promise.all([
    queryRows<{ mineId: number; mineName: string; articleId: number; title: string; score: number }>(
      db,
      sql`select distinct l.mine_id as "mineId", m.name as "mineName", a.id as "articleId", a.title,
            a.sentiment_score as score
          from news_links l join news_articles a on a.id = l.article_id join mines m on m.id = l.mine_id
          where l.mine_id = any(${ids}::int[]) and a.sentiment_label = 'negative'
            and a.published_at >= ${new Date(now.getTime() - RECENT_DAYS * DAY).toISOString()}`,
    ),
    queryRows<{
      mineId: number;
      mineName: string;
      documentNo: string;
      decidedOn: string;
      text: string | null;
    }>(
      db,
      sql`select p.mine_id as "mineId", m.name as "mineName", p.document_no as "documentNo",
            to_char(p.decided_on, 'YYYY-MM-DD') as "decidedOn", coalesce(p.decision, p.violation) as text
          from mine_penalties p join mines m on m.id = p.mine_id
          where p.mine_id = any(${ids}::int[]) and p.decided_on between ${since}::date and ${today}::date`,
    ),
    queryRows<{ mineId: number; mineName: string; occurredOn: string; kind: string; deaths: number | null }>(
      db,
      sql`select x.mine_id as "mineId", m.name as "mineName", to_char(x.occurred_on, 'YYYY-MM-DD') as "occurredOn",
            x.kind, x.deaths
          from mine_accidents x join mines m on m.id = x.mine_id
          where x.mine_id = any(${ids}::int[]) and x.occurred_on between ${since}::date and ${today}::date`,
    ),
    queryRows<{ mineId: number; mineName: string; caseNo: string; court: string; day: string }>(
      db,
      sql`select d.mine_id as "mineId", m.name as "mineName", d.case_no as "caseNo", d.court,
            to_char(coalesce(d.published_on, d.filed_on), 'YYYY-MM-DD') as day
          from mine_dishonest d join mines m on m.id = d.mine_id
          where d.mine_id = any(${ids}::int[])
            and coalesce(d.published_on, d.filed_on) between ${since}::date and ${today}::date`,
    ),
    queryRows<{ mineId: number; mineName: string; kind: string; number: string; validTo: string }>(
      db,
      sql`select c.mine_id as "mineId", m.name as "mineName", c.kind, c.number,
            to_char(c.valid_to, 'YYYY-MM-DD') as "validTo"
          from mine_licences c join mines m on m.id = c.mine_id
          where c.mine_id = any(${ids}::int[]) and c.valid_to between ${today}::date and ${licenceLimit}::date`,
    ),
  ]);

  const out: AlertCandidate[] = [];
  for (const row of news) {
    out.push({
      kind: 'negativeNews',
      mineId: row.mineId,
      mineName: row.mineName,
      key: `negativeNews:${row.mineId}:${row.articleId}`,
      type: 'message',
      messageType: null,
      text: {
        title: 'alert.negativeNews.title',
        content: 'alert.negativeNews.content',
        params: { mine: row.mineName, title: row.title, score: row.score.toFixed(2) },
      },
    });
  }
  for (const row of penalties) {
    out.push({
      kind: 'penalty',
      mineId: row.mineId,
      mineName: row.mineName,
      key: `penalty:${row.mineId}:${row.documentNo}`,
      type: 'message',
      messageType: null,
      text: {
        title: 'alert.penalty.title',
        content: row.text ? 'alert.penalty.contentWithText' : 'alert.penalty.content',
        params: {
          mine: row.mineName,
          documentNo: row.documentNo,
          decidedOn: row.decidedOn,
          ...(row.text ? { text: row.text } : {}),
        },
      },
    });
  }
  for (const row of accidents) {
    out.push({
      kind: 'accident',
      mineId: row.mineId,
      mineName: row.mineName,
      key: `accident:${row.mineId}:${row.occurredOn}:${row.kind}`,
      type: 'message',
      messageType: null,
      text: {
        title: 'alert.accident.title',
        content: row.deaths ? 'alert.accident.contentWithDeaths' : 'alert.accident.content',
        params: {
          mine: row.mineName,
          day: row.occurredOn,
          kind: row.kind,
          ...(row.deaths ? { deaths: row.deaths } : {}),
        },
      },
    });
  }
  for (const row of dishonest) {
    out.push({
      kind: 'dishonest',
      mineId: row.mineId,
      mineName: row.mineName,
      key: `dishonest:${row.mineId}:${row.caseNo}`,
      type: 'message',
      messageType: null,
      text: {
        title: 'alert.dishonest.title',
        content: 'alert.dishonest.content',
        params: { mine: row.mineName, court: row.court, caseNo: row.caseNo, day: row.day },
      },
    });
  }
  for (const row of licences) {
    const daysLeft = daysBetween(today, row.validTo);
    const urgent = daysLeft <= LICENCE_URGENT_DAYS;
    const licence = row.kind === 'safety' ? 'safety' : 'mining';
    out.push({
      kind: 'licence',
      mineId: row.mineId,
      mineName: row.mineName,
      // Once when it enters the 90-day window and once more, in red, within 30 days.
      key: `licence:${row.mineId}:${row.kind}:${row.number}:${row.validTo}:${urgent ? 'urgent' : 'due'}`,
      type: 'todo',
      messageType: urgent ? 3 : 0,
      text: {
        title: `alert.licence.${licence}.title`,
        content: `alert.licence.${licence}.content`,
        params: { mine: row.mineName, number: row.number, validTo: row.validTo, daysLeft },
      },
    });
  }
  return out;
}
