import { z } from 'zod';
import { ANALYSIS_RADIUS } from '../analysis-limits';
import { idParam } from '../ids';
import { envelopeOf, listEnvelopeOf, pageQuery } from '../envelope';

/** Metadata of the mine dataset; the UI shows 示例数据 wherever `sample` is true. */
export const mineDataset = z.object({
  sample: z.boolean(),
  label: z.string(),
  seed: z.number().int().nullable(),
  /** The fixed date the demo data is generated relative to (licence expiry etc.), YYYY-MM-DD. */
  referenceDate: z.string().nullable(),
  mines: z.number().int(),
  sampleMines: z.number().int(),
  loadedAt: z.string().nullable(),
});
export type MineDataset = z.infer<typeof mineDataset>;
export const mineDatasetResponse = envelopeOf(mineDataset);

/** Address tree: prefectures → counties; values equal labels (SPEC.md §3). */
export const regionNode = z.object({
  value: z.string(),
  label: z.string(),
  code: z.string(),
  children: z.array(z.object({ value: z.string(), label: z.string(), code: z.string() })),
});
export const regionTreeResponse = envelopeOf(z.array(regionNode));

const csv = z
  .string()
  .max(500)
  .transform((v) =>
    v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

/** Filters of the mine list (the search page's filters); comma lists mean "any of". */
export const mineFilterQuery = z.object({
  mineName: z.string().trim().max(100).optional(),
  prefecture: csv.optional(),
  county: csv.optional(),
  productionStatus: csv.optional(),
  productionType: csv.optional(),
  scale: csv.optional(),
  capacityMin: z.coerce.number().min(0).optional(),
  capacityMax: z.coerce.number().min(0).optional(),
  mergerType: csv.optional(),
  complexity: csv.optional(),
  gasGrade: csv.optional(),
  hydroType: csv.optional(),
  coalRank: csv.optional(),
  company: z.string().trim().max(200).optional(),
  /** Area: mines within `radiusKm` of this mine (itself included) … */
  nearMine: idParam.optional(),
  /** … or of this point (WGS84). Without a radius the analysis default applies. */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radiusKm: z.coerce.number().min(ANALYSIS_RADIUS.min).max(ANALYSIS_RADIUS.max).optional(),
  /** Risk bands A–D (the risk model's current scores). */
  riskBand: csv.optional(),
  /** Capacity classes large / medium / small (DOMAIN.md §3: ≥ 120, 45–120, < 45 ×10⁴ t/a). */
  scaleClass: csv.optional(),
  /** Owner groups: the 实际控制人 recorded on the mining-rights holder (companies.controller), exact names. */
  ownerGroup: csv.optional(),
  /** Years a mine reported production in (a production record of that year), any of. */
  productionYear: csv
    .refine((years) => years.every((y) => /^\d{4}$/.test(y)), { message: 'YYYY' })
    .transform((years) => years.map(Number))
    .optional(),
});
export type MineFilter = z.infer<typeof mineFilterQuery>;

// ---- import ----

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Problems kept per job; a file with more shows the first ones and the total. */
export const IMPORT_MAX_PROBLEMS = 1000;

export const importProblem = z.object({
  sheet: z.string(),
  /** 1-based worksheet row (the header is row 1); 0 for a problem with the whole sheet or file. */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/**
 * How a cell was read when it was not written as stored: a former name, a unit, a dictionary synonym;
 * or a read-only column (computed by the system, such as the risk score) that the file carries and
 * import leaves alone (one note per sheet, at its header row).
 */
export const IMPORT_NOTE_KINDS = ['former', 'short', 'synonym', 'unit', 'readOnly'] as const;
export const importNote = z.object({
  sheet: z.string(),
  row: z.number().int(),
  column: z.string(),
  kind: z.enum(IMPORT_NOTE_KINDS),
  /** As written in the file. */
  from: z.string(),
  /** As it will be stored (a dictionary item by its label). */
  to: z.string(),
  message: z.string(),
});
export type ImportNote = z.infer<typeof importNote>;

/** All or nothing (the default), or the valid mines only, the refused rows handed back as a workbook. */
export const IMPORT_COMMIT_MODES = ['all', 'valid'] as const;
export type ImportCommitMode = (typeof IMPORT_COMMIT_MODES)[number];
/** Without a body (as before the choice existed) a commit is all or nothing. */
export const importCommitBody = z.object({ mode: z.enum(IMPORT_COMMIT_MODES).default('all') }).nullish();

export const importFieldChange = z.object({ column: z.string(), before: z.string(), after: z.string() });

export const importMinePreview = z.object({
  mineId: z.string(),
  name: z.string(),
  action: z.enum(['add', 'change', 'unchanged']),
  /** For a changed mine: the changed mine-sheet columns, labelled as in the file. */
  changes: z.array(importFieldChange),
  /** Per other sheet: rows the commit adds and removes for this mine (its rows are replaced). */
  sheets: z.array(z.object({ sheet: z.string(), added: z.number().int(), removed: z.number().int() })),
});
export type ImportMinePreview = z.infer<typeof importMinePreview>;

export const importCounts = z.object({
  rows: z.number().int(),
  mines: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  problems: z.number().int(),
  /** Mines whose rows have problems: what a commit of the valid rows leaves out. */
  refusedMines: z.number().int().default(0),
  /** Rows left out by a commit of the valid rows (0 for an all-or-nothing commit). */
  refusedRows: z.number().int().default(0),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const IMPORT_STATUSES = ['invalid', 'validated', 'committed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importJob = z.object({
  jobId: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  userName: z.string(),
  createTime: z.string(),
  commitTime: z.string(),
  counts: importCounts,
});
export type ImportJob = z.infer<typeof importJob>;

export const importJobDetail = importJob.extend({
  problems: z.array(importProblem),
  notes: z.array(importNote).default([]),
  preview: z.array(importMinePreview),
  /** Sheets recognised in the file, with their data-row counts. */
  sheets: z.array(z.object({ sheet: z.string(), rows: z.number().int() })),
});
export type ImportJobDetail = z.infer<typeof importJobDetail>;

export const importJobResponse = envelopeOf(importJobDetail);
export const importJobListResponse = listEnvelopeOf(importJob);
export const importJobListQuery = pageQuery.extend({ status: z.enum(IMPORT_STATUSES).optional() });
export const importJobParams = z.object({ jobId: idParam });

/** How far a commit under way has come: checking the file again, then writing mines in batches. */
export const importProgress = z.object({
  phase: z.enum(['checking', 'writing']),
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgress>;
/** Null when no commit of the job is under way in this server. */
export const importProgressResponse = envelopeOf(importProgress.nullable());
