import type { MineAsOf, MineChangeSet } from '@coal/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { formatDateTime, shanghaiDate } from '../../lib/time';
import type { RiskService } from '../risk';
import {
  fromMineRow,
  type MineHistoryRepository,
  type MineRepository,
  type MineRow,
  toMineLicences,
} from '../mine';
import { rebuildAsOf } from './as-of';

export interface MineHistoryServiceDeps {
  mines: Pick<MineRepository, 'findById' | 'findCompanies' | 'childRows'>;
  history: Pick<MineHistoryRepository, 'minePage' | 'mineChanges'>;
  risk: Pick<RiskService, 'scoreAt'>;
}

/** The last moment of a calendar day in Asia/Shanghai. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999+08:00`);

/** A mine's change history, and its profile header and overview as they stood at the end of a past day. */
export function createMineHistoryService({ mines, history, risk }: MineHistoryServiceDeps) {
  async function mineOrThrow(mineId: number): Promise<MineRow> {
    const row = await mines.findById(mineId);
    if (!row) throw new NotFoundError('mine.notFound', { mineId });
    return row;
  }

  /** Today's licences of the mine as they stood on `day`: those issued by then, days left from then. */
  async function licencesOn(mineId: number, day: string) {
    const rows = await mines.childRows('licences', [mineId]);
    const issued = rows.filter((r) => {
      const from = (r.validFrom ?? r.issuedOn) as string | null;
      return from === null || from <= day;
    });
    return toMineLicences(
      issued.map((r) => ({
        mineId,
        kind: String(r.kind),
        number: String(r.number ?? ''),
        validTo: (r.validTo as string | null) ?? null,
      })),
      day,
    );
  }

  return {
    /** Every write that changed the mine, newest first, a page at a time. */
    async list(mineId: number, page: { pageNum: number; pageSize: number }) {
      await mineOrThrow(mineId);
      const { total, sets } = await history.minePage(mineId, {
        offset: (page.pageNum - 1) * page.pageSize,
        limit: page.pageSize,
      });
      const rows: MineChangeSet[] = sets.map(({ set, changes }) => ({
        setId: set.id,
        source: set.source,
        userName: set.userName,
        time: formatDateTime(set.createdAt),
        importJobId: set.importJobId,
        feedbackThreadId: set.feedbackThreadId,
        mineCount: set.mineCount,
        changes: changes.map((c) => ({
          field: c.field,
          before: (c.before ?? null) as MineChangeSet['changes'][number]['before'],
          after: (c.after ?? null) as MineChangeSet['changes'][number]['after'],
          added: c.added,
          removed: c.removed,
        })),
      }));
      return { rows, total };
    },

    /** The header and overview facts at the end of `day` (YYYY-MM-DD, Asia/Shanghai). */
    async asOf(mineId: number, day: string): Promise<MineAsOf> {
      const today = shanghaiDate();
      if (day > today) throw new BadRequestError('mine.asOfFuture', { date: day, today });
      const row = await mineOrThrow(mineId);
      const moment = endOfDay(day);
      const company =
        row.companyId === null ? undefined : (await mines.findCompanies([row.companyId])).get(row.companyId);
      const changes = (await history.mineChanges(mineId)).map(({ set, change }) => ({
        setId: set.id,
        at: set.createdAt,
        source: set.source,
        field: change.field,
        before: change.before,
        added: change.added,
      }));
      const rebuilt = rebuildAsOf(fromMineRow(row, company), changes, moment);
      const [licences, score] = rebuilt.existed
        ? await Promise.all([licencesOn(mineId, day), risk.scoreAt(mineId, moment)])
        : [[], null];
      const updated =
        rebuilt.latestBefore ?? (rebuilt.undone === 0 && row.updatedAt <= moment ? row.updatedAt : null);
      return {
        date: day,
        existed: rebuilt.existed,
        createdAt: rebuilt.createdAt && formatDateTime(rebuilt.createdAt),
        undone: rebuilt.undone,
        updateTime: updated && formatDateTime(updated),
        // An import makes a sample mine real data; before the first one it was still the sample.
        isSample: row.isSample || (rebuilt.importUndone && rebuilt.createdAt === null),
        values: rebuilt.existed ? rebuilt.values : {},
        licences,
        score,
        sheetsChangedSince: rebuilt.sheetsChangedSince,
      };
    },
  };
}

export type MineHistoryService = ReturnType<typeof createMineHistoryService>;
