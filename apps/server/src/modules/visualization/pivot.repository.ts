import type { MineFilter, PivotDimension, PivotMeasure } from '@coal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import {
  mineAccidents,
  mineDishonest,
  minePenalties,
  mineProduction,
  mines,
  newsLinks,
  riskScores,
} from '../../db/schema';
import { mineFilterWhere, type MinesInBands, scaleClassSql } from '../mine';

/** Each dimension as a text expression over `mines` (and the current risk scores), '' where a mine has none. */
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
};

/** Per-mine figures each measure reads (record tables' columns come from their definitions, untyped here), joined only when a measure asks for them. */
function joinsFor(measures: PivotMeasure[], dimensions: PivotDimension[], outputYear: number): SQL[] {
  const wants = (...names: PivotMeasure[]) => names.some((m) => measures.includes(m));
  const joins: SQL[] = [];
  if (wants('output'))
    joins.push(sql`left join (select ${mineProduction.mineId} as mine_id, sum(output) as output
      from ${mineProduction} where year = ${outputYear} group by ${mineProduction.mineId}) pr on pr.mine_id = ${mines.id}`);
  if (wants('accidents', 'deaths'))
    joins.push(sql`left join (select ${mineAccidents.mineId} as mine_id, count(*) as n, sum(coalesce(deaths, 0)) as deaths
      from ${mineAccidents} group by ${mineAccidents.mineId}) ac on ac.mine_id = ${mines.id}`);
  if (wants('penalties', 'penaltyAmount'))
    joins.push(sql`left join (select ${minePenalties.mineId} as mine_id, count(*) as n, sum(coalesce(amount, 0)) as amount
      from ${minePenalties} group by ${minePenalties.mineId}) pe on pe.mine_id = ${mines.id}`);
  if (wants('dishonest'))
    joins.push(sql`left join (select ${mineDishonest.mineId} as mine_id, count(*) as n
      from ${mineDishonest} group by ${mineDishonest.mineId}) di on di.mine_id = ${mines.id}`);
  if (wants('negativeNews'))
    joins.push(sql`left join (select ${newsLinks.mineId} as mine_id, count(distinct ${newsLinks.articleId}) as n
      from ${newsLinks} where ${newsLinks.label} = 'negative' and ${newsLinks.mineId} is not null
      group by ${newsLinks.mineId}) nn on nn.mine_id = ${mines.id}`);
  if (dimensions.includes('riskBand'))
    joins.push(sql`left join ${riskScores} rs on rs.mine_id = ${mines.id}`);
  return joins;
}

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
  values: Record<PivotMeasure, number>;
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
      outputYear: number,
    ): Promise<PivotGroup[]> {
      const keys = dimensions.map((d, i) => sql`${DIMENSION_SQL[d]} as ${sql.identifier(`d${i}`)}`);
      const figures = measures.map((m) => sql`${MEASURE_SQL[m]} as ${sql.identifier(m)}`);
      const where = mineFilterWhere(filter, minesInBands);
      const query = sql.join(
        [
          sql`select ${sql.join([...keys, ...figures], sql`, `)} from ${mines}`,
          ...joinsFor(measures, dimensions, outputYear),
          where ? sql`where ${where}` : undefined,
          dimensions.length
            ? sql`group by ${sql.join(
                dimensions.map((_, i) => sql.raw(String(i + 1))),
                sql`, `,
              )}`
            : undefined,
        ].filter((part): part is SQL => part !== undefined),
        sql` `,
      );
      const rows = await queryRows<Record<string, string | number | null>>(db, query);
      return rows.map((row) => ({
        keys: dimensions.map((_, i) => String(row[`d${i}`] ?? '')),
        values: Object.fromEntries(measures.map((m) => [m, Number(row[m] ?? 0)])) as Record<
          PivotMeasure,
          number
        >,
      }));
    },
  };
}
export type PivotRepository = ReturnType<typeof createPivotRepository>;
