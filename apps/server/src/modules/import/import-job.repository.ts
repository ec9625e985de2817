import { count, desc, eq, sql } from 'drizzle-orm';
import type { ImportStatus } from '@coal/contracts';
import type { Executor } from '../../db/client';
import { importJobs } from '../../db/schema';
import { yieldToLoop } from '../../lib/yield';

/** Bytes of a kept file read per query. */
const FILE_SLICE = 512 * 1024;

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

    /**
     * The kept file, read in slices with a turn of the event loop between them: the embedded database
     * decodes a result on the server's thread, and a file of megabytes read at once would stall it.
     */
    async findFile(id: number): Promise<{ fileName: string; fileData: Buffer } | undefined> {
      const [head] = await db
        .select({ fileName: importJobs.fileName, size: sql<number>`octet_length(${importJobs.fileData})` })
        .from(importJobs)
        .where(eq(importJobs.id, id))
        .limit(1);
      if (!head) return undefined;
      const slices: Buffer[] = [];
      for (let from = 0; from < Number(head.size); from += FILE_SLICE) {
        const [slice] = await db
          .select({
            data: sql<
              Buffer | Uint8Array
            >`substring(${importJobs.fileData} from ${from + 1} for ${FILE_SLICE})`,
          })
          .from(importJobs)
          .where(eq(importJobs.id, id));
        slices.push(Buffer.from(slice!.data));
        await yieldToLoop();
      }
      return { fileName: head.fileName, fileData: Buffer.concat(slices) };
    },

    async update(id: number, values: Partial<ImportJobInsert>): Promise<void> {
      await db.update(importJobs).set(values).where(eq(importJobs.id, id));
    },

    async list(filter: { status?: ImportStatus | undefined; offset: number; limit: number }) {
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
