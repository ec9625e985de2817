import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

export interface StatusCount {
  prefecture: string;
  status: string;
  mines: number;
  capacity: number;
  sample: number;
}

/** One grouped scan of the mine table; everything on the portal is summed from it. */
export async function countByPrefectureAndStatus(db: Executor): Promise<StatusCount[]> {
  const rows = await queryRows<{
    prefecture: string;
    status: string;
    mines: string | number;
    capacity: string | number | null;
    sample: string | number;
  }>(
    db,
    sql`select prefecture, production_status as status, count(*) as mines, sum(capacity) as capacity,
               count(*) filter (where is_sample) as sample
          from mines group by prefecture, production_status`,
  );
  return rows.map((r) => ({
    prefecture: r.prefecture,
    status: r.status,
    mines: Number(r.mines),
    capacity: Number(r.capacity ?? 0),
    sample: Number(r.sample),
  }));
}
