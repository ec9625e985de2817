import { STATUS_CHANGE_ITEM } from '@coal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { mineCapacityChanges, mineChanges, mineProduction, mines } from '../../db/schema';
import { STATUS_VALUES } from '../mine';
import { type MineTimeline, mineYearGroups } from './production-timelines';

/** A status recorded by value or by its dictionary label, as a value (statusAsOf's reading). */
function statusValueSql(column: SQL): SQL {
  const cases = Object.entries(STATUS_VALUES).map(([label, value]) => sql`when ${label} then ${value}`);
  return sql`(case trim(${column}) ${sql.join(cases, sql` `)} else trim(${column}) end)`;
}

/** One group of mine-years: what it was that year, what the search's filters read today, and its sums. */
export interface MineYearGroup {
  year: number;
  prefecture: string;
  /** Today's status and capacity class: what the search page filters by. */
  today: string;
  todayClass: string;
  /** Whether the mine had any dated record by the year's end (undated mines always count). */
  present: boolean;
  /** Status at the year's end; '' when the records cannot date it. */
  status: string;
  /** Class of the capacity in force; null when none is. */
  scaleClass: string | null;
  hasOutput: boolean;
  closed: boolean;
  opened: boolean;
  mines: number;
  output: number;
  capacity: number;
}

export interface AreaBounds {
  firstYear: number | null;
  /** The earliest year of output recorded anywhere: openings before it cannot be told. */
  firstOutputYear: number | null;
  /** The area's first year with raw coal produced: where an analyst's span starts unless chosen. */
  areaOutputYear: number | null;
  mines: number;
}

/**
 * The area's bounds, summed by the database, and its mines year by year: the database folds each mine's
 * records into one row, and mineYearGroups walks the years. (One SQL over mine × year spent its time
 * sorting and joining 1.7 million mine-years at 100,000 mines.)
 */
export function createProductionAnalysisRepository(db: Executor) {
  return {
    async bounds(where: SQL | undefined): Promise<AreaBounds> {
      const area = where ?? sql`true`;
      const [row] = await queryRows<{
        first: number | null;
        first_output: number | null;
        area_output: number | null;
        mines: number;
      }>(
        db,
        sql`select least(
              (select min(p.year) from ${mineProduction} p join ${mines} on ${mines.id} = p.mine_id where ${area}),
              (select min(extract(year from c.announced_on))::int from ${mineCapacityChanges} c
                 join ${mines} on ${mines.id} = c.mine_id where ${area}),
              (select min(extract(year from c.changed_on))::int from ${mineChanges} c
                 join ${mines} on ${mines.id} = c.mine_id where c.item = ${STATUS_CHANGE_ITEM} and ${area})
            ) as first,
            (select min(year) from ${mineProduction}) as first_output,
            (select min(p.year) from ${mineProduction} p join ${mines} on ${mines.id} = p.mine_id
              where p.output > 0 and ${area}) as area_output,
            (select count(*)::int from ${mines} where ${area}) as mines`,
      );
      const year = (value: number | null | undefined) =>
        value === null || value === undefined ? null : Number(value);
      return {
        firstYear: year(row?.first),
        firstOutputYear: year(row?.first_output),
        areaOutputYear: year(row?.area_output),
        mines: Number(row?.mines ?? 0),
      };
    },

    /** Every mine of the area in every year from `from` to `to`, grouped by what the figures tell apart. */
    async mineYears(where: SQL | undefined, from: number, to: number): Promise<MineYearGroup[]> {
      return mineYearGroups(await timelines(db, where), from, to);
    },
  };
}
export type ProductionAnalysisRepository = ReturnType<typeof createProductionAnalysisRepository>;

/**
 * Each mine of the area with its output, capacity announcements and status changes: four reads of the
 * area's rows, the records folded into one row per mine by the database.
 */
async function timelines(db: Executor, where: SQL | undefined): Promise<MineTimeline[]> {
  const area = where ?? sql`true`;
  const [rows, outputs, capacities, changes] = await Promise.all([
    queryRows<{ id: number; prefecture: string; today: string; capacity: number }>(
      db,
      sql`select ${mines.id} as id, ${mines.prefecture} as prefecture, ${mines.productionStatus} as today,
                     ${mines.capacity} as capacity from ${mines} where ${area} order by ${mines.id}`,
    ),
    queryRows<{ mine_id: number; years: number[]; outputs: number[] }>(
      db,
      sql`select p.mine_id, array_agg(p.year order by p.year) as years,
                     array_agg(p.output order by p.year) as outputs
                from ${mineProduction} p join ${mines} on ${mines.id} = p.mine_id where ${area}
               group by p.mine_id`,
    ),
    queryRows<{ mine_id: number; years: number[]; capacities: (number | null)[] }>(
      db,
      sql`select c.mine_id,
                 array_agg(extract(year from c.announced_on)::int order by c.announced_on, c.sort) as years,
                 array_agg(c.capacity order by c.announced_on, c.sort) as capacities
            from ${mineCapacityChanges} c join ${mines} on ${mines.id} = c.mine_id where ${area}
           group by c.mine_id`,
    ),
    queryRows<{ mine_id: number; year: number; before: string | null; after: string | null }>(
      db,
      sql`select c.mine_id, extract(year from c.changed_on)::int as year,
                     ${statusValueSql(sql`c.before`)} as before, ${statusValueSql(sql`c.after`)} as after
                from ${mineChanges} c join ${mines} on ${mines.id} = c.mine_id
               where c.item = ${STATUS_CHANGE_ITEM} and ${area}
               order by c.mine_id, c.changed_on, c.sort`,
    ),
  ]);
  const byId = new Map<number, MineTimeline>();
  for (const r of rows)
    byId.set(Number(r.id), {
      id: Number(r.id),
      prefecture: r.prefecture,
      today: r.today,
      capacity: Number(r.capacity),
      outputYears: [],
      outputs: [],
      capacityYears: [],
      capacities: [],
      statusChanges: [],
    });
  for (const r of outputs) {
    const mine = byId.get(Number(r.mine_id))!;
    // Two records of one year count as that year's output together.
    r.years.forEach((year, i) => {
      const output = Number(r.outputs[i]);
      if (mine.outputYears.at(-1) === Number(year)) mine.outputs[mine.outputs.length - 1]! += output;
      else {
        mine.outputYears.push(Number(year));
        mine.outputs.push(output);
      }
    });
  }
  for (const r of capacities) {
    const mine = byId.get(Number(r.mine_id))!;
    // The last announcement of a year is the capacity that year ends with.
    r.years.forEach((year, i) => {
      const capacity = r.capacities[i] === null ? null : Number(r.capacities[i]);
      if (mine.capacityYears.at(-1) === Number(year)) mine.capacities[mine.capacities.length - 1] = capacity;
      else {
        mine.capacityYears.push(Number(year));
        mine.capacities.push(capacity);
      }
    });
  }
  for (const r of changes)
    byId
      .get(Number(r.mine_id))!
      .statusChanges.push({ year: Number(r.year), before: r.before, after: r.after });
  return [...byId.values()];
}
