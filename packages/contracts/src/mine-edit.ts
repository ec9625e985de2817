import { z } from 'zod';
import { envelopeOf } from './envelope';
import { idParam } from './ids';
import { MINE_BATCH_FIELDS, MINE_BATCH_MAX } from './mine-edit-fields';
import { mineEditSource } from './mine-history';

/** A stored value of a mine column: text, a number, a list (former names) or empty. */
export const mineFieldValue = z.union([
  z.string().max(40_000),
  z.number(),
  z.array(z.string().max(500)).max(100),
  z.null(),
]);
export type MineFieldValue = z.infer<typeof mineFieldValue>;
export const mineFieldValues = z.record(z.string().max(40), mineFieldValue);
export type MineFieldValues = z.infer<typeof mineFieldValues>;

/** What the edit form loads: the stored values and the version they were read at. */
export const mineEditForm = z.object({
  mineId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** When the mine last changed (ms): a save names it, and a later change makes the save stale. */
  version: z.number().int(),
  values: mineFieldValues,
});
export type MineEditForm = z.infer<typeof mineEditForm>;
export const mineEditFormResponse = envelopeOf(mineEditForm);

export const mineEditBody = z.object({
  version: z.number().int().min(0),
  /** The values the form was loaded with: a field changed since in the database makes the save stale. */
  base: mineFieldValues,
  values: mineFieldValues,
  /** The data-feedback thread the edit corrects (the edit page opened from it). */
  threadId: idParam.optional(),
});
export type MineEditBody = z.infer<typeof mineEditBody>;

/** A save's outcome: the history set it wrote (null when nothing changed) and the fields it changed. */
export const mineEditResult = z.object({ setId: z.number().int().nullable(), fields: z.array(z.string()) });
export type MineEditResult = z.infer<typeof mineEditResult>;
export const mineEditResultResponse = envelopeOf(mineEditResult);

const dictValue = z.string().trim().min(1).max(20);
export const mineBatchChanges = z
  .object({
    productionStatus: dictValue.optional(),
    productionType: dictValue.nullable().optional(),
    mergerType: dictValue.nullable().optional(),
  })
  .refine((c) => MINE_BATCH_FIELDS.some((f) => c[f] !== undefined), {
    message: 'choose at least one field',
  });
export type MineBatchChanges = z.infer<typeof mineBatchChanges>;
const mineIdList = z
  .array(
    z
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1),
  )
  .min(1)
  .max(MINE_BATCH_MAX);

export const mineBatchPreviewBody = z.object({ mineIds: mineIdList, changes: mineBatchChanges });
export type MineBatchPreviewBody = z.infer<typeof mineBatchPreviewBody>;

/** One field's change, stored values and their labels in the user's language. */
export const mineFieldChangeView = z.object({
  field: z.string(),
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  beforeLabel: z.string(),
  afterLabel: z.string(),
});
export type MineFieldChangeView = z.infer<typeof mineFieldChangeView>;

const batchBase = z.object({
  productionStatus: z.string().nullable(),
  productionType: z.string().nullable(),
  mergerType: z.string().nullable(),
});
export const mineBatchPreviewMine = z.object({
  mineId: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** The batch fields as the preview read them: the commit sends them back to detect a change since. */
  base: batchBase,
  changes: z.array(mineFieldChangeView),
});
export type MineBatchPreviewMine = z.infer<typeof mineBatchPreviewMine>;
export const mineBatchPreview = z.object({
  mines: z.array(mineBatchPreviewMine),
  changed: z.number().int(),
  unchanged: z.number().int(),
});
export type MineBatchPreview = z.infer<typeof mineBatchPreview>;
export const mineBatchPreviewResponse = envelopeOf(mineBatchPreview);

export const mineBatchCommitBody = mineBatchPreviewBody.extend({
  base: z.array(batchBase.extend({ mineId: z.number().int() })).max(MINE_BATCH_MAX),
});
export type MineBatchCommitBody = z.infer<typeof mineBatchCommitBody>;

/** A recorded set of changes as the result page shows it. */
export const mineEditSetView = z.object({
  setId: z.number().int(),
  source: mineEditSource,
  userName: z.string(),
  createTime: z.string(),
  importJobId: z.number().int().nullable(),
  feedbackThreadId: z.number().int().nullable(),
  mines: z.array(
    z.object({
      mineId: z.number().int(),
      name: z.string(),
      code: z.string(),
      changes: z.array(mineFieldChangeView),
    }),
  ),
});
export type MineEditSetView = z.infer<typeof mineEditSetView>;
export const mineEditSetResponse = envelopeOf(mineEditSetView);
