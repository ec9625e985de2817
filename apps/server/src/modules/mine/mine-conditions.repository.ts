import type { MineFilter } from '@coal/contracts';
import { and, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { companies, mineProduction, mines } from '../../db/schema';
import { escapeLike } from '../../lib/sql';
import { chordM, RADIUS_EDGE_M, type SqlCentre } from './geo/distance';
import { areaOf, scalesOf } from './filter-terms';

/**
 * The mines in the given risk bands, as a subquery of mine ids. Bands live in the risk model, which
 * builds this over its own table; the mine module only places it in its filters.
 */
export type MinesInBands = (bands: string[]) => SQL;

function centreSql(centre: SqlCentre): SQL {
  if ('mineId' in centre) return sql`(select c.location from ${mines} c where c.id = ${centre.mineId})`;
  return sql`ll_to_earth(${centre.lat}::float8, ${centre.lng}::float8)`;
}

/** Straight-line (chord) distance in metres from the centre to each row of `mines`, as SQL. */
export function chordSql(centre: SqlCentre): SQL<number> {
  return sql<number>`(${mines.location} <-> ${centreSql(centre)})`;
}

/**
 * Mines within `radiusKm` of the centre. The `earth_box` containment is what the GiST index on the stored
 * location answers; the chord test then trims the box's corners. It is the great-circle test without the
 * per-row domain checks and trigonometry of `earth_distance`, which cost five times the index search.
 */
export function withinRadiusSql(centre: SqlCentre, radiusKm: number): SQL {
  const metres = radiusKm * 1000 + RADIUS_EDGE_M;
  return sql`(earth_box(${centreSql(centre)}, ${metres}::float8) @> ${mines.location} and ${chordSql(centre)} <= ${chordM(metres)}::float8)`;
}

/** The capacity class of each mine (DOMAIN.md §3), as `scaleClassOf` reads it. */
export const scaleClassSql: SQL<string> = sql<string>`(case when ${mines.capacity} >= 120 then 'large' when ${mines.capacity} >= 45 then 'medium' else 'small' end)`;

/** The search page's filters as one SQL condition (every filter column is indexed). */
export function mineFilterWhere(filter: MineFilter, minesInBands?: MinesInBands): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  const any = (column: Parameters<typeof inArray>[0], values: string[] | undefined) => {
    if (values?.length) where.push(inArray(column, values));
  };
  if (filter.mineName) {
    const like = `%${escapeLike(filter.mineName)}%`;
    where.push(
      or(
        ilike(mines.searchText, like),
        ilike(mines.code, like),
        ilike(mines.pinyin, like),
        ilike(mines.pinyinInitials, like),
      ),
    );
  }
  any(mines.prefecture, filter.prefecture);
  any(mines.county, filter.county);
  any(mines.productionStatus, filter.productionStatus);
  any(mines.productionType, filter.productionType);
  if (scalesOf(filter).length) where.push(inArray(mines.capacity, scalesOf(filter)));
  if (filter.capacityMin !== undefined) where.push(gte(mines.capacity, filter.capacityMin));
  if (filter.capacityMax !== undefined) where.push(lte(mines.capacity, filter.capacityMax));
  if (filter.scaleClass?.length) where.push(inArray(scaleClassSql, filter.scaleClass));
  any(mines.mergerType, filter.mergerType);
  any(mines.complexity, filter.complexity);
  any(mines.gasGrade, filter.gasGrade);
  any(mines.hydroType, filter.hydroType);
  any(mines.coalRank, filter.coalRank);
  if (filter.company) where.push(ilike(mines.company, `%${escapeLike(filter.company)}%`));
  if (filter.ownerGroup?.length)
    where.push(
      inArray(
        mines.companyId,
        sql`(select ${companies.id} from ${companies} where ${inArray(companies.ownerGroup, filter.ownerGroup)})`,
      ),
    );
  if (filter.productionYear?.length)
    where.push(
      inArray(
        mines.id,
        // Record tables' columns come from their definitions, untyped here.
        sql`(select ${mineProduction.mineId} from ${mineProduction} where year in (${sql.join(
          filter.productionYear.map((year) => sql`${year}`),
          sql`, `,
        )}))`,
      ),
    );
  const area = areaOf(filter);
  if (area) where.push(withinRadiusSql(area.centre, area.radiusKm));
  // The stored current bands, so an export of a band-filtered search holds the mines the list shows.
  if (filter.riskBand?.length) {
    // A band filter that cannot be answered must not quietly widen into every mine.
    if (!minesInBands) throw new Error('the risk band filter needs the risk model’s band reader');
    where.push(inArray(mines.id, minesInBands(filter.riskBand)));
  }
  return where.length ? and(...where) : undefined;
}
