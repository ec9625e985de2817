import {
  MINE_CREATED_FIELD,
  type ImportCommitMode,
  type ImportCounts,
  type ImportJob,
  type ImportJobDetail,
  type ImportProgress,
  IMPORT_MAX_PROBLEMS,
  type ImportStatus,
} from '@coal/contracts';
import type { Actor } from '../../lib/actor';
import type { ChangeBus } from '../../lib/change-bus';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import { t } from '../../lib/i18n';
import { formatDateTime } from '../../lib/time';
import { yieldToLoop } from '../../lib/yield';
import { type AuditEntry, auditEntry } from '../audit';
import type { DictService } from '../dict';
import {
  childInserts,
  dictLookup,
  documentRows,
  type FieldChange,
  insertRecords,
  loadRecords,
  loadRegions,
  type MineHistoryRepository,
  type MineRepository,
  readUpload,
  saveCompanies,
  toMineRow,
  writeWorkbook,
} from '../mine';
import type { TrackRun } from '../scheduler';
import type { ImportJobRepository, ImportJobSummary } from './import-job.repository';
import { type MinePlan, planImport } from './plan';
import { countRefused, refusedRows, refusedWorkbook } from './refused-rows';
import { validateSheets } from './validate';

/** What the import reads and writes, bound to the database or to one transaction. */
export interface ImportStore {
  mines: MineRepository;
  jobs: ImportJobRepository;
  history: Pick<MineHistoryRepository, 'record'>;
  audit(entry: AuditEntry): Promise<void>;
  /** Gives the groups above the holders and shareholders now written their registry rows. */
  syncGroups(): Promise<unknown>;
}

export interface ImportServiceDeps {
  store: ImportStore;
  /** Runs `work` in one transaction, with the store bound to it. */
  transaction: <T>(work: (store: ImportStore) => Promise<T>) => Promise<T>;
  dict: Pick<DictService, 'byType'>;
  bus: Pick<ChangeBus, 'publish'>;
  /** Runs after a commit that wrote something (the alert job: new penalties of followed mines). */
  afterCommit?: () => Promise<void>;
  /** Records each commit of a job as a run of `mine.import` (the metrics and the monitor). */
  track?: TrackRun;
}

/** The uploader, whose language the reports are worded in. */
export interface ImportActor extends Actor {
  locale: Locale;
}

/** Preview rows kept per job: enough for the wizard's table; counts cover the rest. */
const MAX_PREVIEW = 2000;
/** Codes looked up per query: one statement with 99,000 codes held the embedded database for seconds. */
const CODES_PER_QUERY = 500;

/** The stored mines of these codes, asked for in slices with a turn of the event loop between them. */
async function findByCodes(mines: Pick<MineRepository, 'findByCodes'>, codes: string[]) {
  const rows: Awaited<ReturnType<MineRepository['findByCodes']>> = [];
  for (let from = 0; from < codes.length; from += CODES_PER_QUERY) {
    rows.push(...(await mines.findByCodes(codes.slice(from, from + CODES_PER_QUERY))));
    await yieldToLoop();
  }
  return rows;
}

/** Mines written per step of a commit, between which the server answers other requests. */
const COMMIT_BATCH = 25;

/** A plan's entries in the mine's history: created (with its row), or each changed column and sheet. */
function historyOf(mineId: number, plan: MinePlan): FieldChange[] {
  const sheets = plan.sheetCounts.map((c) => ({ mineId, ...c }));
  if (plan.action === 'add')
    return [{ mineId, field: MINE_CREATED_FIELD, after: plan.record.mine }, ...sheets];
  return [...plan.columns.map((c) => ({ mineId, ...c })), ...sheets];
}

function toJob(row: ImportJobSummary): ImportJob {
  return {
    jobId: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    status: row.status,
    userName: row.userName,
    createTime: formatDateTime(row.createdAt),
    commitTime: formatDateTime(row.committedAt),
    counts: row.counts,
  };
}

function toDetail(row: ImportJobSummary): ImportJobDetail {
  return {
    ...toJob(row),
    problems: row.problems,
    notes: row.notes,
    preview: row.preview,
    sheets: row.sheets,
  };
}

export function createImportService({
  store,
  transaction,
  dict,
  bus,
  afterCommit,
  track = (_job, work) => work(),
}: ImportServiceDeps) {
  const byType = (type: string) => dict.byType(type);
  /** Commits under way in this process, answered from memory while the database is busy writing. */
  const progress = new Map<number, ImportProgress>();

  /** Reads, validates and plans a file against the current data; nothing is written. */
  async function analyse(mines: MineRepository, fileName: string, data: Buffer, locale: Locale) {
    const sheets = await readUpload(fileName, data);
    if (!sheets.length) throw new BadRequestError('import.noSheets');
    const dicts = dictLookup(byType);
    const validation = await validateSheets(sheets, dicts, loadRegions(), locale);
    const storedRows = await findByCodes(mines, [...validation.mines.keys()]);
    const storedIds = new Map(storedRows.map((r) => [r.code, r.id]));
    for (const fileMine of validation.mines.values()) {
      // A mine whose own row is refused is already reported there: no second error for its other rows.
      if (!fileMine.mine && !storedIds.has(fileMine.code) && !validation.inMineSheet.has(fileMine.code)) {
        validation.problems.push({
          sheet: fileMine.firstSeen.sheet,
          row: fileMine.firstSeen.row,
          column: '矿井编码',
          message: t(locale, 'import.unknownMine', { row: fileMine.firstSeen.row, code: fileMine.code }),
        });
        validation.refused.add(fileMine.code);
      }
    }
    for (const code of validation.refused) validation.mines.delete(code);
    const refused = refusedRows(sheets, validation, locale);
    const records = await loadRecords(mines, storedRows);
    const stored = new Map(storedRows.map((r) => [r.code, records.get(r.id)!]));
    const plans = await planImport(validation, stored, dicts);
    const counts: ImportCounts = {
      rows: validation.rows,
      mines: plans.length,
      added: plans.filter((p) => p.action === 'add').length,
      changed: plans.filter((p) => p.action === 'change').length,
      unchanged: plans.filter((p) => p.action === 'unchanged').length,
      problems: validation.problems.length,
      refusedMines: validation.refused.size,
      refusedRows: countRefused(refused),
    };
    return {
      validation,
      refused,
      plans,
      storedIds,
      /** When each stored mine the plan was made against last changed. */
      storedVersions: new Map(storedRows.map((r) => [r.code, r.updatedAt.getTime()])),
      counts,
      sampleIds: new Set(storedRows.filter((r) => r.isSample).map((r) => r.id)),
    };
  }

  /**
   * Writes the plans in batches, yielding between statements and batches so that the server keeps
   * answering (the embedded database runs on its thread); `onBatch` hears how many mines are written.
   * Returns what changed in each mine, for its history.
   */
  async function apply(
    mines: MineRepository,
    plans: MinePlan[],
    storedIds: Map<string, number>,
    onBatch: (done: number) => void,
  ): Promise<FieldChange[]> {
    const regions = loadRegions();
    const work = plans.filter((p) => p.action !== 'unchanged');
    const touched: number[] = [];
    const history: FieldChange[] = [];
    for (let from = 0; from < work.length; from += COMMIT_BATCH) {
      const batch = work.slice(from, from + COMMIT_BATCH);
      const added = batch.filter((p) => p.action === 'add');
      const addedIds = await insertRecords(
        mines,
        added.map((p) => p.record),
        regions,
        false,
      );
      for (const plan of added) {
        const mineId = addedIds.get(plan.code);
        if (mineId !== undefined) history.push(...historyOf(mineId, plan));
      }
      const changed = batch.filter((p) => p.action === 'change');
      const companyIds = await saveCompanies(
        mines,
        changed.filter((p) => p.mineChanged).map((p) => p.record),
      );
      for (const plan of changed) {
        const id = storedIds.get(plan.code);
        if (id === undefined) continue;
        history.push(...historyOf(id, plan));
        if (plan.mineChanged) {
          // Imported values are real data: the mine is no longer a synthetic sample.
          await mines.update(
            id,
            toMineRow(
              plan.record.mine,
              regions,
              companyIds.get(String(plan.record.mine.company)) ?? null,
              false,
            ),
          );
        } else touched.push(id);
        for (const entity of plan.replace) {
          if (entity === 'documents')
            await mines.replaceDocuments([id], documentRows(id, plan.record.documents));
          else await mines.replaceChildren(entity, [id], childInserts(id, plan.record.children[entity]));
        }
      }
      onBatch(Math.min(from + COMMIT_BATCH, work.length));
      await yieldToLoop();
    }
    await mines.touch(touched);
    return history;
  }

  return {
    async upload(fileName: string, data: Buffer, actor: ImportActor): Promise<ImportJobDetail> {
      const { validation, plans, counts } = await analyse(store.mines, fileName, data, actor.locale);
      const job = await store.jobs.insert(
        {
          fileName,
          fileSize: data.length,
          status: validation.problems.length ? 'invalid' : 'validated',
          userId: actor.auth.userId,
          userName: actor.auth.userName,
          counts,
          problems: validation.problems.slice(0, IMPORT_MAX_PROBLEMS),
          notes: validation.notes.slice(0, IMPORT_MAX_PROBLEMS),
          preview: plans
            .filter((p) => p.action !== 'unchanged')
            .slice(0, MAX_PREVIEW)
            .map((p) => p.preview),
          sheets: validation.sheets,
        },
        data,
      );
      return toDetail(job);
    },

    /**
     * Writes a job in ONE transaction. The file is checked again against the data as it is now (another
     * import may have run since the preview), before the transaction so that the server keeps answering;
     * any failure or crash writes nothing. `all` (the default) writes nothing while any row has a
     * problem; `valid` writes the mines whose rows are all valid and leaves the others for the
     * refused-rows workbook.
     */
    async commit(jobId: number, mode: ImportCommitMode, actor: ImportActor): Promise<ImportJobDetail> {
      const found = await store.jobs.findFile(jobId);
      if (!found) throw new NotFoundError('import.jobNotFound', { jobId });
      progress.set(jobId, { phase: 'checking', done: 0, total: 1 });
      try {
        // A commit refused or failed past this point is a failed run of the import job.
        const counts = await track('mine.import', async () => {
          let analysis = await analyse(store.mines, found.fileName, found.fileData, actor.locale);
          const counts = await transaction(async (tx) => {
            const job = await tx.jobs.lock(jobId);
            if (!job) throw new NotFoundError('import.jobNotFound', { jobId });
            const committable = job.status === 'validated' || (mode === 'valid' && job.status === 'invalid');
            if (!committable)
              throw new ConflictError('import.notCommittable', {
                jobId,
                status: t(actor.locale, `import.status.${job.status}`),
              });
            // Planned against data that changed since: plan again, now under the transaction.
            const now = await findByCodes(tx.mines, [...analysis.validation.mines.keys()]);
            const moved =
              now.length !== analysis.storedVersions.size ||
              now.some((row) => analysis.storedVersions.get(row.code) !== row.updatedAt.getTime());
            if (moved) analysis = await analyse(tx.mines, found.fileName, found.fileData, actor.locale);
            const { validation, plans, storedIds, counts } = analysis;
            if (mode === 'all' && validation.problems.length)
              throw new AppError(422, 'import.hasProblems', { count: validation.problems.length });
            if (!plans.length) throw new AppError(422, 'import.nothingValid');
            const total = counts.added + counts.changed;
            progress.set(jobId, { phase: 'writing', done: 0, total });
            const changes = await apply(tx.mines, plans, storedIds, (done) =>
              progress.set(jobId, { phase: 'writing', done, total }),
            );
            await tx.syncGroups();
            // One set per commit, written with it: every mine's before and after (none when nothing moved).
            if (changes.length)
              await tx.history.record(
                {
                  source: 'import',
                  importJobId: jobId,
                  userId: actor.auth.userId,
                  userName: actor.auth.userName,
                },
                changes,
              );
            await tx.jobs.update(jobId, {
              status: 'committed',
              committedAt: new Date(),
              counts,
              preview: plans
                .filter((p) => p.action !== 'unchanged')
                .slice(0, MAX_PREVIEW)
                .map((p) => p.preview),
            });
            await tx.audit(
              auditEntry(actor, 'update', { type: 'mine_import', id: jobId }, { after: counts }),
            );
            return counts;
          });
          return counts;
        });
        if (counts.added || counts.changed) {
          await bus.publish('mine');
          await afterCommit?.();
        }
      } finally {
        progress.delete(jobId);
      }
      const job = await store.jobs.find(jobId);
      return toDetail(job!);
    },

    /** The rows a commit of the valid rows leaves (or left) out, with their problems, as a workbook. */
    async refused(jobId: number, locale: Locale): Promise<{ fileName: string; data: Buffer }> {
      const found = await store.jobs.findFile(jobId);
      if (!found) throw new NotFoundError('import.jobNotFound', { jobId });
      const { refused } = await analyse(store.mines, found.fileName, found.fileData, locale);
      if (!refused.length) throw new NotFoundError('import.noRefused', { jobId });
      const base = found.fileName.replace(/\.(xlsx|csv)$/i, '');
      return {
        fileName: `${base}-${t(locale, 'import.refusedSuffix')}.xlsx`,
        data: await refusedWorkbook(refused, locale),
      };
    },

    /** How far a commit of the job under way in this server has come; null when none is. */
    progress(jobId: number): ImportProgress | null {
      return progress.get(jobId) ?? null;
    },

    /** The empty workbook users fill in, with the dictionary and region sheets. */
    template(): Promise<Buffer> {
      return writeWorkbook([], dictLookup(byType), byType, { reference: true });
    },

    async get(jobId: number): Promise<ImportJobDetail> {
      const job = await store.jobs.find(jobId);
      if (!job) throw new NotFoundError('import.jobNotFound', { jobId });
      return toDetail(job);
    },

    async file(jobId: number) {
      const file = await store.jobs.findFile(jobId);
      if (!file) throw new NotFoundError('import.jobNotFound', { jobId });
      return file;
    },

    async list(filter: { status?: ImportStatus | undefined; pageNum: number; pageSize: number }) {
      const { rows, total } = await store.jobs.list({
        status: filter.status,
        offset: (filter.pageNum - 1) * filter.pageSize,
        limit: filter.pageSize,
      });
      return { rows: rows.map(toJob), total };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
