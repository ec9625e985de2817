import {
  type ImportCounts,
  type ImportJob,
  type ImportJobDetail,
  type ImportMinePreview,
  type ImportProblem,
  IMPORT_MAX_PROBLEMS,
  type ImportStatus,
} from '@coal/contracts';
import type { Database, Executor } from '../../../db/client';
import type { ChangeBus } from '../../../lib/change-bus';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors';
import type { Locale } from '../../../lib/i18n';
import { t } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';
import type { AuthContext } from '../../../types';
import { recordAudit } from '../../audit/audit.repository';
import type { DictService } from '../../dict/dict.service';
import { dictLookup } from '../excel/cells';
import { readUpload } from '../excel/read';
import { loadRegions } from '../geo/geo-assets';
import { loadRecords } from '../mine-records';
import { toMineRow } from '../mine-row';
import {
  findMinesByCodes,
  replaceChildren,
  replaceDocuments,
  touchMines,
  updateMine,
} from '../mine.repository';
import { childInserts, documentRows, insertRecords, saveCompanies } from '../mine.writer';
import {
  findJob,
  findJobFile,
  type ImportJobSummary,
  insertJob,
  listJobs,
  lockJob,
  updateJob,
} from './import-job.repository';
import { type MinePlan, planImport } from './plan';
import { validateSheets } from './validate';

export interface ImportActor {
  auth: AuthContext;
  ip: string;
  requestId: string;
  locale: Locale;
}

/** Preview rows kept per job: enough for the wizard's table; counts cover the rest. */
const MAX_PREVIEW = 2000;

function toJob(row: ImportJobSummary): ImportJob {
  return {
    jobId: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    status: row.status as ImportStatus,
    userName: row.userName,
    createTime: formatDateTime(row.createdAt),
    commitTime: formatDateTime(row.committedAt),
    counts: row.counts as ImportCounts,
  };
}

function toDetail(row: ImportJobSummary): ImportJobDetail {
  return {
    ...toJob(row),
    problems: row.problems as ImportProblem[],
    preview: row.preview as ImportMinePreview[],
    sheets: row.sheets as ImportJobDetail['sheets'],
  };
}

export function createImportService(database: Database, dict: DictService, bus: ChangeBus) {
  const db = database.db;

  /** Reads, validates and plans a file against the current data; nothing is written. */
  async function analyse(executor: Executor, fileName: string, data: Buffer, locale: Locale) {
    const sheets = await readUpload(fileName, data);
    if (!sheets.length) throw new BadRequestError('import.noSheets');
    const dicts = dictLookup((type) => dict.byType(type));
    const validation = validateSheets(sheets, dicts, loadRegions(), locale);
    const storedRows = await findMinesByCodes(executor, [...validation.mines.keys()]);
    const storedIds = new Map(storedRows.map((r) => [r.code, r.id]));
    for (const fileMine of validation.mines.values()) {
      if (!fileMine.mine && !storedIds.has(fileMine.code)) {
        validation.problems.push({
          sheet: fileMine.firstSeen.sheet,
          row: fileMine.firstSeen.row,
          column: '矿井编码',
          message: t(locale, 'import.unknownMine', { row: fileMine.firstSeen.row, code: fileMine.code }),
        });
        validation.mines.delete(fileMine.code);
      }
    }
    const records = await loadRecords(executor, storedRows);
    const stored = new Map(storedRows.map((r) => [r.code, records.get(r.id)!]));
    const plans = planImport(validation, stored, dicts);
    const counts: ImportCounts = {
      rows: validation.rows,
      mines: plans.length,
      added: plans.filter((p) => p.action === 'add').length,
      changed: plans.filter((p) => p.action === 'change').length,
      unchanged: plans.filter((p) => p.action === 'unchanged').length,
      problems: validation.problems.length,
    };
    return {
      validation,
      plans,
      storedIds,
      counts,
      sampleIds: new Set(storedRows.filter((r) => r.isSample).map((r) => r.id)),
    };
  }

  async function apply(tx: Executor, plans: MinePlan[], storedIds: Map<string, number>): Promise<void> {
    const regions = loadRegions();
    await insertRecords(
      tx,
      plans.filter((p) => p.action === 'add').map((p) => p.record),
      regions,
      false,
    );
    const changed = plans.filter((p) => p.action === 'change');
    const companyIds = await saveCompanies(
      tx,
      changed.filter((p) => p.mineChanged).map((p) => p.record),
    );
    const touched: number[] = [];
    for (const plan of changed) {
      const id = storedIds.get(plan.code);
      if (id === undefined) continue;
      if (plan.mineChanged) {
        // Imported values are real data: the mine is no longer a synthetic sample.
        await updateMine(
          tx,
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
        if (entity === 'documents') await replaceDocuments(tx, [id], documentRows(id, plan.record.documents));
        else await replaceChildren(tx, entity, [id], childInserts(id, plan.record.children[entity]));
      }
    }
    await touchMines(tx, touched);
  }

  return {
    async upload(fileName: string, data: Buffer, actor: ImportActor): Promise<ImportJobDetail> {
      const { validation, plans, counts } = await analyse(db, fileName, data, actor.locale);
      const job = await insertJob(db, {
        fileName,
        fileSize: data.length,
        fileData: data,
        status: validation.problems.length ? 'invalid' : 'validated',
        userId: actor.auth.userId,
        userName: actor.auth.userName,
        counts,
        problems: validation.problems.slice(0, IMPORT_MAX_PROBLEMS),
        preview: plans
          .filter((p) => p.action !== 'unchanged')
          .slice(0, MAX_PREVIEW)
          .map((p) => p.preview),
        sheets: validation.sheets,
      });
      return toDetail(job);
    },

    /**
     * Writes a validated job in ONE transaction. The file is validated again against the data as it is
     * now (another import may have run since the preview); any problem, failure or crash writes nothing.
     */
    async commit(jobId: number, actor: ImportActor): Promise<ImportJobDetail> {
      const counts = await db.transaction(async (tx) => {
        const job = await lockJob(tx, jobId);
        if (!job) throw new NotFoundError('import.jobNotFound', { jobId });
        if (job.status !== 'validated')
          throw new ConflictError('import.notCommittable', { jobId, status: job.status });
        const { validation, plans, storedIds, counts } = await analyse(
          tx,
          job.fileName,
          job.fileData,
          actor.locale,
        );
        if (validation.problems.length)
          throw new AppError(422, 'import.hasProblems', { count: validation.problems.length });
        await apply(tx, plans, storedIds);
        await updateJob(tx, jobId, {
          status: 'committed',
          committedAt: new Date(),
          counts,
          preview: plans
            .filter((p) => p.action !== 'unchanged')
            .slice(0, MAX_PREVIEW)
            .map((p) => p.preview),
        });
        await recordAudit(tx, {
          userId: actor.auth.userId,
          userName: actor.auth.userName,
          action: 'update',
          targetType: 'mine_import',
          targetId: String(jobId),
          after: counts,
          ip: actor.ip,
          requestId: actor.requestId,
        });
        return counts;
      });
      if (counts.added || counts.changed) await bus.publish('mine');
      const job = await findJob(db, jobId);
      return toDetail(job!);
    },

    async get(jobId: number): Promise<ImportJobDetail> {
      const job = await findJob(db, jobId);
      if (!job) throw new NotFoundError('import.jobNotFound', { jobId });
      return toDetail(job);
    },

    async file(jobId: number) {
      const file = await findJobFile(db, jobId);
      if (!file) throw new NotFoundError('import.jobNotFound', { jobId });
      return file;
    },

    async list(filter: { status?: ImportStatus | undefined; pageNum: number; pageSize: number }) {
      const { rows, total } = await listJobs(db, {
        status: filter.status,
        offset: (filter.pageNum - 1) * filter.pageSize,
        limit: filter.pageSize,
      });
      return { rows: rows.map(toJob), total };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
