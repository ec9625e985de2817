import { sql, type SQL } from 'drizzle-orm';
import { mineDocuments, mineLicences } from '../../db/schema';

/**
 * Mining depth per mine: the highest ground (the geology document's physical geography) minus the lowest
 * licensed elevation of its mining licences, for mines with both. `where` narrows the licences (`l`).
 * One fragment for today's facts and the back-test's history, so both read depth alike.
 */
export function miningDepthQuery(where: SQL = sql`true`): SQL {
  return sql`select l.mine_id as "mineId",
                    ((d.data -> 'physicalGeography' ->> 'elevationMax')::float8 - min(l.elevation_bottom))::float8 as depth
               from ${mineLicences} l join ${mineDocuments} d on d.mine_id = l.mine_id and d.section = 'geology'
              where ${where} and l.kind = 'mining' and l.elevation_bottom is not null
                and jsonb_typeof(d.data -> 'physicalGeography' -> 'elevationMax') = 'number'
              group by l.mine_id, d.data`;
}
