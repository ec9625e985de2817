import type { RiskFloorRule } from '@coal/contracts';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { mines } from './mine';
import { users } from './platform';

/** Versioned weight sets of the risk model: drafted, previewed, then activated (one active at a time). */
export const riskModels = pgTable(
  'risk_models',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** draft | active | retired */
    status: text('status').notNull(),
    alpha: doublePrecision('alpha').notNull(),
    /** Lower bounds of bands B, C, D. */
    thresholds: jsonb('thresholds').$type<[number, number, number]>().notNull(),
    groupMatrix: jsonb('group_matrix').$type<number[][]>().notNull(),
    indicatorMatrices: jsonb('indicator_matrices').$type<Record<string, number[][]>>().notNull(),
    /** Floor rules (contracts riskFloorRule): conditions on the facts and the least band each forces. */
    floors: jsonb('floors').$type<RiskFloorRule[]>().notNull().default([]),
    /** Per indicator: AHP, entropy and final weight, frozen on activation. */
    weights: jsonb('weights'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [index('risk_models_status_idx').on(t.status)],
);

/** One computation of every mine's score (after an activation or a data change that moved a score). */
export const riskRuns = pgTable('risk_runs', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id')
    .notNull()
    .references(() => riskModels.id),
  /** activation | data */
  reason: text('reason').notNull(),
  mines: integer('mines').notNull(),
  changed: integer('changed').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each mine's current score with the indicator values that made it. */
export const riskScores = pgTable(
  'risk_scores',
  {
    mineId: integer('mine_id')
      .primaryKey()
      .references(() => mines.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => riskModels.id),
    runId: integer('run_id')
      .notNull()
      .references(() => riskRuns.id),
    score: doublePrecision('score').notNull(),
    band: text('band').notNull(),
    /** The position, in its set's floors, of the rule that set the band; null when the score set it. */
    floor: integer('floor'),
    /** Per indicator in registry order: [raw value, risk 0–1, missing]. */
    values: jsonb('values').$type<[number | string | null, number, boolean][]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('risk_scores_run_idx').on(t.runId)],
);

/** A mine's score each time it changed, with the value before: the profile's history and the movers. */
export const riskHistory = pgTable(
  'risk_history',
  {
    id: serial('id').primaryKey(),
    mineId: integer('mine_id')
      .notNull()
      .references(() => mines.id, { onDelete: 'cascade' }),
    runId: integer('run_id')
      .notNull()
      .references(() => riskRuns.id),
    modelId: integer('model_id').notNull(),
    score: doublePrecision('score').notNull(),
    band: text('band').notNull(),
    previousScore: doublePrecision('previous_score'),
    previousBand: text('previous_band'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('risk_history_mine_idx').on(t.mineId, t.id), index('risk_history_run_idx').on(t.runId)],
);
