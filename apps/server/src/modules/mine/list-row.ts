import type { MineLicence, MineListRow } from '@coal/contracts';
import { formatDateTime } from '../../lib/time';
import { latestLicences, licenceState } from './licence-state';
import type { LicenceRow, MineRow } from './mine.repository';

/**
 * The one mapping of a stored mine to its summary: every list, card and comparison sends a part of
 * it, and its response schema keeps the fields it picks.
 */
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

/** A mine's latest licence of each kind, with its days to expiry on `today` (Asia/Shanghai). */
export function toMineLicences(licences: LicenceRow[], today: string): MineLicence[] {
  return latestLicences(licences).map((l) => ({
    kind: l.kind === 'safety' ? 'safety' : 'mining',
    number: l.number,
    validTo: l.validTo,
    ...licenceState(l.validTo, today),
  }));
}
