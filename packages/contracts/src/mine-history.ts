import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from './envelope';
import { MINE_EDIT_SOURCES } from './mine-history-names';
import { calendarDate } from './news-input';
import { mineLicence } from './profile';
import { RISK_BANDS } from './risk-terms';

export const mineEditSource = z.enum(MINE_EDIT_SOURCES);

/** A stored value as the mines row holds it (a created mine's change holds the whole row). */
const storedCell = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
const storedValue = z.union([storedCell, z.record(z.string(), storedCell)]);

/** One field's change: a mine column's stored values, or a sheet's rows added and removed. */
export const mineFieldChange = z.object({
  /** A mine column key (mineColumns), a child entity, 'documents' or MINE_CREATED_FIELD. */
  field: z.string(),
  before: storedValue.nullable(),
  after: storedValue.nullable(),
  added: z.number().int().nullable(),
  removed: z.number().int().nullable(),
});
export type MineFieldChange = z.infer<typeof mineFieldChange>;

/** One write that changed the mine: who, when, from where, and each field's before and after. */
export const mineChangeSet = z.object({
  setId: z.number().int(),
  source: mineEditSource,
  userName: z.string(),
  time: z.string(),
  importJobId: z.number().int().nullable(),
  feedbackThreadId: z.number().int().nullable(),
  /** How many mines the same write changed (a batch edit's or an import's size). */
  mineCount: z.number().int(),
  changes: z.array(mineFieldChange),
});
export type MineChangeSet = z.infer<typeof mineChangeSet>;
export const mineHistoryResponse = listEnvelopeOf(mineChangeSet);

export const mineAsOfQuery = z.object({ date: calendarDate });

/**
 * The profile's header and overview as the console showed them at the end of a day (Asia/Shanghai),
 * rebuilt by undoing, newest first, every change written after it. `existed` is false when the mine
 * came into the console by an import after that day.
 */
export const mineAsOf = z.object({
  date: z.string(),
  existed: z.boolean(),
  /** When the mine came into the console by an import; null when it was there from the start. */
  createdAt: z.string().nullable(),
  /** Changes written after the day and undone to rebuild it. */
  undone: z.number().int(),
  /** The time of the latest change by that day; null when none is recorded. */
  updateTime: z.string().nullable(),
  /** Whether the console marked the mine as synthetic sample data that day. */
  isSample: z.boolean(),
  /** The mine-sheet values of that day (mine columns, company included), the profile's field keys. */
  values: z.record(z.string(), storedCell),
  /** The latest licence of each kind issued by that day, with days left counted from it. */
  licences: z.array(mineLicence),
  /** The latest risk score computed by that day; null when none had been kept. */
  score: z
    .object({
      value: z.number(),
      band: z.enum(RISK_BANDS),
      version: z.number().int(),
      computedAt: z.string(),
    })
    .nullable(),
  /** Sheets changed after the day: their rows are today's, not that day's. */
  sheetsChangedSince: z.array(z.string()),
});
export type MineAsOf = z.infer<typeof mineAsOf>;
export const mineAsOfResponse = envelopeOf(mineAsOf);
