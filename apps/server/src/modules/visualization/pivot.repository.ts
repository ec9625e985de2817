import type { MineFilter, PivotDimension, PivotMeasure } from '@coal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import {
  companies,
  mineAccidents,
  mineDishonest,
  minePenalties,
  mineProduction,
  mines,
  newsLinks,
  riskScores,
} from '../../db/schema';
import { mineFilterWhere, type MinesInBands, scaleClassSql } from '../mine';

/** Each dimension as a text expression over `mines` (and the joins it names), '' where a mine has none. */
const DIMENSION_SQL: Record<PivotDimension, SQL> = {
  prefecture: sql`${mines.prefecture}`,
  county: sql`${mines.county}`,
  productionStatus: sql`${mines.productionStatus}`,
  productionType: sql`coalesce(${mines.productionType}, '')`,
  scaleClass: scaleClassSql,
  coalRank: sql`coalesce(${mines.coalRank}, '')`,
  gasGrade: sql`coalesce(${mines.gasGrade}, '')`,
  hydroType: sql`coalesce(${mines.hydroType}, '')`,
  complexity: sql`coalesce(${mines.complexity}, '')`,
  mergerType: sql`coalesce(${mines.mergerType}, '')`,
  riskBand: sql`coalesce(rs.band, '')`,
  ownerGroup: sql`coalesce(co.owner_group, '')`,
  year: sql`py.year::text`,
};

/** Dimensions whose natural order is not their value's: prefectures and counties go by administrative code. */
const ORDER_SQL: Partial<Record<PivotDimension, SQL>> = {
  prefecture: sql`min(${mines.prefectureCode})`,
  county: sql`min(${mines.countyCode})`,
};

/** A record's year as the year dimension reads it (Asia/Shanghai for time stamps). */
const yearOf = (column: SQL) => sql`extract(year from ${column})::int`;

/**
 * Per-mine figures each measure reads (record tables' columns come from their definitions, untyped here),
 * joined only when a measure asks for them. By year, the unit is a mine in a year it reported production
 * (`py`), and each record counts in its own year.
 */
function joinsFor(
  measures: PivotMeasure[],
  dimensions: PivotDimension[],
  { outputYear, byYear }: PivotBasis,
): SQL[] {
  const wants = (...names: PivotMeasure[]) => names.some((m) => measures.includes(m));
  const joins: SQL[] = [];
  /** Per mine (and per year by year) figures of a record table, joined as `alias`. */
  const perMine = (alias: string, figures: SQL, table: SQL, year: SQL, where?: SQL) => {
    const keys = byYear ? sql`mine_id, ${year} as year` : sql`mine_id`;
    const on = byYear
      ? sql`${sql.identifier(alias)}.mine_id = ${mines.id} and ${sql.identifier(alias)}.year = py.year`
      : sql`${sql.identifier(alias)}.mine_id = ${mines.id}`;
    return sql`left join (select ${keys}, ${figures} from ${table} ${where ? sql`where ${where}` : sql``}
      group by ${byYear ? sql`1, 2` : sql`1`}) ${sql.identifier(alias)} on ${on}`;
  };
  if (byYear)
    joins.push(sql`join (select ${mineProduction.mineId} as mine_id, year, sum(output) as output, max(capacity) as capacity
      from ${mineProduction} group by 1, 2) py on py.mine_id = ${mines.id}`);
  else if (wants('output'))
    joins.push(sql`left join (select ${mineProduction.mineId} as mine_id, sum(output) as output
      from ${mineProduction} where year = ${outputYear} group by ${mineProduction.mineId}) pr on pr.mine_id = ${mines.id}`);
  if (wants('accidents', 'deaths'))
    joins.push(
      perMine(
        'ac',
        sql`count(*) as n, sum(coalesce(deaths, 0)) as deaths`,
        sql`${mineAccidents}`,
        yearOf(sql`occurred_on`),
      ),
    );
  if (wants('penalties', 'penaltyAmount'))
    joins.push(
      perMine(
        'pe',
        sql`count(*) as n, sum(coalesce(amount, 0)) as amount`,
        sql`${minePenalties}`,
        yearOf(sql`decided_on`),
      ),
    );
  if (wants('dishonest'))
    joins.push(
      perMine('di', sql`count(*) as n`, sql`${mineDishonest}`, yearOf(sql`coalesce(published_on, filed_on)`)),
    );
  if (wants('negativeNews'))
    joins.push(
      perMine(
        'nn',
        sql`count(distinct article_id) as n`,
        sql`${newsLinks}`,
        yearOf(sql`(published_at at time zone 'Asia/Shanghai')`),
        sql`label = 'negative' and mine_id is not null`,
      ),
    );
  if (dimensions.includes('riskBand'))
    joins.push(sql`left join ${riskScores} rs on rs.mine_id = ${mines.id}`);
  if (dimensions.includes('ownerGroup'))
    joins.push(sql`left join ${companies} co on co.id = ${mines.companyId}`);
  return joins;
}

/** By year, capacity is the one recorded with that year's production (the mine's current one when none is). */
const measureSql = (measure: PivotMeasure, byYear: boolean): SQL => {
  if (byYear && measure === 'capacity')
    return sql`coalesce(sum(coalesce(py.capacity, ${mines.capacity})), 0)::float8`;
  if (byYear && measure === 'output') return sql`coalesce(sum(py.output), 0)::float8`;
  return MEASURE_SQL[measure];
};

const MEASURE_SQL: Record<PivotMeasure, SQL> = {
  count: sql`count(*)::float8`,
  capacity: sql`coalesce(sum(${mines.capacity}), 0)::float8`,
  output: sql`coalesce(sum(pr.output), 0)::float8`,
  accidents: sql`coalesce(sum(ac.n), 0)::float8`,
  deaths: sql`coalesce(sum(ac.deaths), 0)::float8`,
  penalties: sql`coalesce(sum(pe.n), 0)::float8`,
  penaltyAmount: sql`coalesce(sum(pe.amount), 0)::float8`,
  dishonest: sql`coalesce(sum(di.n), 0)::float8`,
  negativeNews: sql`coalesce(sum(nn.n), 0)::float8`,
};

export interface PivotGroup {
  keys: string[];
  /** Each key's place in its dimension's natural order where the database knows it (administrative codes), else the key. */
  orderKeys: string[];
  values: Record<PivotMeasure, number>;
}

/** What one pivot's statements share: the year "last year's output" reads, and whether the unit is a mine-year. */
export interface PivotBasis {
  outputYear: number;
  byYear: boolean;
}

/**
 * The mines grouped by the dimensions with the measures added up per group, in one statement; with no
 * dimension it is the grand total over the same mines.
 */
export function createPivotRepository(db: Executor, { minesInBands }: { minesInBands: MinesInBands }) {
  return {
    async groups(
      filter: MineFilter,
      dimensions: PivotDimension[],
      measures: PivotMeasure[],
      basis: PivotBasis,
    ): Promise<PivotGroup[]> {
      const keys = dimensions.flatMap((d, i) => [
        sql`${DIMENSION_SQL[d]} as ${sql.identifier(`d${i}`)}`,
        ...(ORDER_SQL[d] ? [sql`${ORDER_SQL[d]} as ${sql.identifier(`o${i}`)}`] : []),
      ]);
      const figures = measures.map((m) => sql`${measureSql(m, basis.byYear)} as ${sql.identifier(m)}`);
      const where = mineFilterWhere(filter, minesInBands);
      const query = sql.join(
        [
          sql`select ${sql.join([...keys, ...figures], sql`, `)} from ${mines}`,
          ...joinsFor(measures, dimensions, basis),
          where ? sql`where ${where}` : undefined,
          dimensions.length
            ? sql`group by ${sql.join(
                dimensions.map((_, i) => sql.identifier(`d${i}`)),
                sql`, `,
              )}`
            : undefined,
        ].filter((part): part is SQL => part !== undefined),
        sql` `,
      );
      const rows = await queryRows<Record<string, string | number | null>>(db, query);
      return rows.map((row) => ({
        keys: dimensions.map((_, i) => String(row[`d${i}`] ?? '')),
        orderKeys: dimensions.map((_, i) => String(row[`o${i}`] ?? row[`d${i}`] ?? '')),
        values: Object.fromEntries(measures.map((m) => [m, Number(row[m] ?? 0)])) as Record<
          PivotMeasure,
          number
        >,
      }));
    },
  };
}
export type PivotRepository = ReturnType<typeof createPivotRepository>;
