import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { importJobs } from '../../db/schema';

export type ImportJobRow = typeof importJobs.$inferSelect;
export type ImportJobInsert = typeof importJobs.$inferInsert;

/** Job columns without the kept file, for lists and details. */
const summary = {
  id: importJobs.id,
  fileName: importJobs.fileName,
  fileSize: importJobs.fileSize,
  status: importJobs.status,
  userId: importJobs.userId,
  userName: importJobs.userName,
  counts: importJobs.counts,
  problems: importJobs.problems,
  preview: importJobs.preview,
  sheets: importJobs.sheets,
  createdAt: importJobs.createdAt,
  committedAt: importJobs.committedAt,
};
export type ImportJobSummary = Omit<ImportJobRow, 'fileData'>;

export function createImportJobRepository(db: Executor) {
  return {
    async insert(job: ImportJobInsert): Promise<ImportJobSummary> {
      const [row] = await db.insert(importJobs).values(job).returning(summary);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async find(id: number): Promise<ImportJobSummary | undefined> {
      const [row] = await db.select(summary).from(importJobs).where(eq(importJobs.id, id)).limit(1);
      return row;
    },

    /** Locks the job row for the commit, so two commits of one job cannot both run. */
    async lock(id: number): Promise<ImportJobRow | undefined> {
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id)).for('update').limit(1);
      return row;
    },

    async findFile(id: number) {
      const [row] = await db
        .select({ fileName: importJobs.fileName, fileData: importJobs.fileData })
        .from(importJobs)
        .where(eq(importJobs.id, id))
        .limit(1);
      return row;
    },

    async update(id: number, values: Partial<ImportJobInsert>): Promise<void> {
      await db.update(importJobs).set(values).where(eq(importJobs.id, id));
    },

    async list(filter: { status?: string | undefined; offset: number; limit: number }) {
      const where = filter.status ? eq(importJobs.status, filter.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(summary)
          .from(importJobs)
          .where(where)
          .orderBy(desc(importJobs.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ value: count() }).from(importJobs).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type ImportJobRepository = ReturnType<typeof createImportJobRepository>;
