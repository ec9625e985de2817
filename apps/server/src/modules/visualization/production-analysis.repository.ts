import { STATUS_CHANGE_ITEM } from '@coal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { mineCapacityChanges, mineChanges, mineProduction, mines } from '../../db/schema';
import { STATUS_VALUES } from '../mine';

/** A status recorded by value or by its dictionary label, as a value (statusAsOf's reading). */
function statusValueSql(column: SQL): SQL {
  const cases = Object.entries(STATUS_VALUES).map(([label, value]) => sql`when ${label} then ${value}`);
  return sql`(case trim(${column}) ${sql.join(cases, sql` `)} else trim(${column}) end)`;
}

/** The capacity class of an approved capacity (scaleClassOf), null for none in force. */
const classOf = (capacity: SQL) =>
  sql`(case when ${capacity} <= 0 then null when ${capacity} >= 120 then 'large' when ${capacity} >= 45 then 'medium' else 'small' end)`;

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
 * The area's mines year by year, in the database: status at each year's end from the 生产状态变更 records
 * (today's when a mine has none, unknown when a mine stopped today reported output that year), capacity in
 * force from the last announcement by then (today's when none yet, as capacityAsOf reads it; nothing once
 * closed or before the mine's first record), output as recorded.
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
      const area = where ?? sql`true`;
      const rows = await queryRows<{
        year: number;
        prefecture: string;
        today: string;
        today_class: string | null;
        present: boolean;
        status: string;
        scale_class: string | null;
        has_output: boolean;
        closed: boolean;
        opened: boolean;
        mines: number;
        output: number;
        capacity: number;
      }>(
        db,
        sql`with m as (
              select ${mines.id} as id, ${mines.prefecture} as prefecture, ${mines.productionStatus} as today,
                     ${mines.capacity} as capacity from ${mines} where ${area}
            ),
            years as (select generate_series(${from}::int, ${to}::int) as year),
            prod as (
              select p.mine_id, p.year, sum(p.output) as output
                from ${mineProduction} p join m on m.id = p.mine_id group by p.mine_id, p.year
            ),
            changes as (
              select c.mine_id, extract(year from c.changed_on)::int as year, c.changed_on, c.sort,
                     ${statusValueSql(sql`c.before`)} as before, ${statusValueSql(sql`c.after`)} as after
                from ${mineChanges} c join m on m.id = c.mine_id where c.item = ${STATUS_CHANGE_ITEM}
            ),
            caps as (
              select distinct on (c.mine_id, extract(year from c.announced_on))
                     c.mine_id, extract(year from c.announced_on)::int as year, c.capacity
                from ${mineCapacityChanges} c join m on m.id = c.mine_id
               order by c.mine_id, extract(year from c.announced_on), c.announced_on desc, c.sort desc
            ),
            cap_spans as (
              select mine_id, year, lead(year) over (partition by mine_id order by year) as until, capacity from caps
            ),
            status_spans as (
              select mine_id, year, lead(year) over (partition by mine_id order by year) as until, after as status
                from (select distinct on (mine_id, year) mine_id, year, after from changes
                       order by mine_id, year, changed_on desc, sort desc) last_of_year
            ),
            status_first as (
              select distinct on (mine_id) mine_id, before from changes order by mine_id, changed_on, sort
            ),
            born as (
              select mine_id, min(year) as year from (
                select mine_id, year from prod
                union all select mine_id, year from caps
                union all select mine_id, year from changes
              ) dated group by mine_id
            ),
            first_output as (select mine_id, min(year) as year from prod where output > 0 group by mine_id),
            mine_years as (
              select y.year, m.id, m.prefecture, m.today, m.capacity as today_capacity,
                     (b.year is null or b.year <= y.year) as present,
                     p.output, fo.year = y.year as opened,
                     case when sf.mine_id is not null
                            then case when ss.mine_id is not null then ss.status else sf.before end
                          when m.today in ('3', '4', '5') and coalesce(p.output, 0) > 0 then null
                          else m.today end as status,
                     coalesce(cs.capacity, m.capacity) as capacity_then
                from m cross join years y
                left join born b on b.mine_id = m.id
                left join prod p on p.mine_id = m.id and p.year = y.year
                left join first_output fo on fo.mine_id = m.id
                left join status_first sf on sf.mine_id = m.id
                left join status_spans ss on ss.mine_id = m.id and ss.year <= y.year
                      and (ss.until is null or y.year < ss.until)
                left join cap_spans cs on cs.mine_id = m.id and cs.year <= y.year
                      and (cs.until is null or y.year < cs.until)
            ),
            states as (
              select *, case when present then status end as status_at,
                     case when present and status is distinct from '5' then capacity_then else 0 end as in_force
                from mine_years
            ),
            flagged as (
              select *, lag(status_at) over w as prev_status, lag(present) over w as prev_present
                from states window w as (partition by id order by year)
            )
            select year, prefecture, today, ${classOf(sql`today_capacity`)} as today_class, present,
                   coalesce(status_at, '') as status, ${classOf(sql`in_force`)} as scale_class,
                   output is not null as has_output,
                   coalesce(status_at = '5' and prev_present and prev_status is distinct from '5', false) as closed,
                   coalesce(opened, false) as opened,
                   count(*)::int as mines, coalesce(sum(output), 0)::float8 as output,
                   coalesce(sum(in_force), 0)::float8 as capacity
              from flagged
             group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
      );
      return rows.map((r) => ({
        year: Number(r.year),
        prefecture: r.prefecture,
        today: r.today,
        todayClass: r.today_class ?? '',
        present: r.present === true,
        status: r.status,
        scaleClass: r.scale_class,
        hasOutput: r.has_output === true,
        closed: r.closed === true,
        opened: r.opened === true,
        mines: Number(r.mines),
        output: Number(r.output),
        capacity: Number(r.capacity),
      }));
    },
  };
}
export type ProductionAnalysisRepository = ReturnType<typeof createProductionAnalysisRepository>;
