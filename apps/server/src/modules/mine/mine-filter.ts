import type { MineFilter } from '@coal/contracts';
import { and, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { mines } from '../../db/schema';
import { escapeLike } from '../../lib/sql';

/** The search page's filters as one SQL condition (every filter column is indexed). */
export function mineFilterWhere(filter: MineFilter): SQL | undefined {
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
  if (filter.scale?.length) {
    const scales = filter.scale.map(Number).filter(Number.isFinite);
    if (scales.length) where.push(inArray(mines.capacity, scales));
  }
  if (filter.capacityMin !== undefined) where.push(gte(mines.capacity, filter.capacityMin));
  if (filter.capacityMax !== undefined) where.push(lte(mines.capacity, filter.capacityMax));
  any(mines.mergerType, filter.mergerType);
  any(mines.complexity, filter.complexity);
  any(mines.gasGrade, filter.gasGrade);
  any(mines.hydroType, filter.hydroType);
  any(mines.coalRank, filter.coalRank);
  if (filter.company) where.push(ilike(mines.company, `%${escapeLike(filter.company)}%`));
  return where.length ? and(...where) : undefined;
}
