import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ImportStatus } from '@coal/contracts';
import { type Executor, queryRows } from '../../db/client';
import { importJobParts, importJobs } from '../../db/schema';
import { yieldToLoop } from '../../lib/yield';

/** Bytes of a kept file written or read per statement: a few tens of milliseconds on the embedded database. */
const FILE_PART = 128 * 1024;

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
  notes: importJobs.notes,
  preview: importJobs.preview,
  sheets: importJobs.sheets,
  createdAt: importJobs.createdAt,
  committedAt: importJobs.committedAt,
};
export type ImportJobSummary = ImportJobRow;

export function createImportJobRepository(db: Executor) {
  return {
    /** When the latest import was committed; null before the first. */
    async newestCommittedAt(): Promise<Date | null> {
      const [row] = await queryRows<{ at: Date | string | null }>(
        db,
        sql`select max(committed_at) as at from import_jobs where committed_at is not null`,
      );
      return row?.at ? new Date(row.at) : null;
    },

    /**
     * Keeps a job and its file, the file in parts with a turn of the event loop between them; sent as
     * base64 text, which the embedded database takes far faster than a byte array parameter.
     */
    async insert(job: ImportJobInsert, file: Buffer): Promise<ImportJobSummary> {
      const [row] = await db.insert(importJobs).values(job).returning(summary);
      if (!row) throw new Error('insert returned no row');
      try {
        for (let seq = 0; seq * FILE_PART < file.length; seq++) {
          const part = file.subarray(seq * FILE_PART, (seq + 1) * FILE_PART).toString('base64');
          await db.execute(
            sql`insert into ${importJobParts} (job_id, seq, data) values (${row.id}, ${seq}, decode(${part}, 'base64'))`,
          );
          await yieldToLoop();
        }
      } catch (error) {
        // A job without its whole file could never be committed: it goes, its parts with it.
        await db.delete(importJobs).where(eq(importJobs.id, row.id));
        throw error;
      }
      return row;
    },

    async find(id: number): Promise<ImportJobSummary | undefined> {
      const [row] = await db.select(summary).from(importJobs).where(eq(importJobs.id, id)).limit(1);
      return row;
    },

    /** Locks the job row for the commit, so two commits of one job cannot both run. */
    async lock(id: number): Promise<ImportJobRow | undefined> {
      const [row] = await db
        .select(summary)
        .from(importJobs)
        .where(eq(importJobs.id, id))
        .for('update')
        .limit(1);
      return row;
    },

    /**
     * The kept file, read in slices with a turn of the event loop between them: the embedded database
     * decodes a result on the server's thread, and a file of megabytes read at once would stall it.
     */
    async findFile(id: number): Promise<{ fileName: string; fileData: Buffer } | undefined> {
      const [head] = await db
        .select({ fileName: importJobs.fileName })
        .from(importJobs)
        .where(eq(importJobs.id, id))
        .limit(1);
      if (!head) return undefined;
      const parts: Buffer[] = [];
      for (let seq = 0; ; seq++) {
        const [part] = await db
          .select({ data: importJobParts.data })
          .from(importJobParts)
          .where(and(eq(importJobParts.jobId, id), eq(importJobParts.seq, seq)));
        if (!part) break;
        parts.push(part.data);
        await yieldToLoop();
      }
      return { fileName: head.fileName, fileData: Buffer.concat(parts) };
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
