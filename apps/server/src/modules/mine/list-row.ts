import type { MineListRow } from '@coal/contracts';
import { formatDateTime } from '../../lib/time';
import type { MineRow } from './mine.repository';

/** The one mapping of a stored mine to the row every list response shows. */
export function toMineListRow(row: MineRow): MineListRow {
  return {
    mineId: row.id,
    mineCode: row.code,
    mineName: row.name,
    prefecture: row.prefecture,
    county: row.county,
    productionStatus: row.productionStatus,
    productionType: row.productionType,
    capacity: row.capacity,
    mergerType: row.mergerType,
    complexity: row.complexity,
    gasGrade: row.gasGrade,
    hydroType: row.hydroType,
    coalRank: row.coalRank,
    company: row.company,
    lat: row.lat,
    lng: row.lng,
    isSample: row.isSample,
    updateTime: formatDateTime(row.updatedAt),
  };
}
