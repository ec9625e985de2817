import { type AlertKind, LICENCE_TODO_DAYS, LICENCE_URGENT_DAYS } from '@coal/contracts';
import type { MessageKey } from '../../lib/i18n';
import { shanghaiDate } from '../../lib/time';
import type { LocalizedText } from '../message';
import { daysBetween, type RecordFacts } from '../mine';
import type { NegativeArticle } from '../news';

/** A record is news to followers while it is this recent (by its own date); older ones are history. */
export const RECENT_DAYS = 30;
const DAY = 86_400_000;

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

/** What the owners of articles, mines and records say about the followed mines. */
export interface CandidateFacts {
  /** Names of the followed mines; a mine not named here is gone and gets no alert. */
  names: Map<number, string>;
  /** Negative articles published over the last `RECENT_DAYS`. */
  articles: NegativeArticle[];
  /** Records dated over the last `RECENT_DAYS`, with every licence and dishonest-debtor record. */
  records: RecordFacts;
}

/** Penalties, accidents and dishonest-debtor records of the last `RECENT_DAYS` days are news. */
export const recentWindow = (now: Date) => ({
  since: shanghaiDate(new Date(now.getTime() - RECENT_DAYS * DAY)),
  until: shanghaiDate(now),
});

/** The events of the followed mines as of `now`: recent negative news and records, licences about to expire. */
export function alertCandidates({ names, articles, records }: CandidateFacts, now: Date): AlertCandidate[] {
  const { since, until: today } = recentWindow(now);
  const licenceLimit = shanghaiDate(new Date(now.getTime() + LICENCE_TODO_DAYS * DAY));
  const named = <T extends { mineId: number }>(rows: T[]) =>
    rows.flatMap((row) => {
      const mineName = names.get(row.mineId);
      return mineName === undefined ? [] : [{ ...row, mineName }];
    });
  const recent = (day: string | null) => day !== null && day >= since && day <= today;
  const news = named(articles);
  const penalties = named(records.penalties.filter((r) => recent(r.decidedOn)));
  const accidents = named(records.accidents.filter((r) => recent(r.occurredOn)));
  const dishonest = named(records.dishonest.filter((r) => recent(r.day)));
  const licences = named(
    records.licences.filter(
      (r): r is typeof r & { validTo: string } =>
        r.validTo !== null && r.validTo >= today && r.validTo <= licenceLimit,
    ),
  );

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
        params: { mine: row.mineName, court: row.court, caseNo: row.caseNo, day: row.day ?? '' },
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
