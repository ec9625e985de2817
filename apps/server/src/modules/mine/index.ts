/**
 * The mine module's public face: what other modules may use to read and write mines. Anything not
 * exported here is the module's own business.
 */
import type { FastifyInstance } from 'fastify';
import type { DictService } from '../dict';
import type { MineRepository } from './mine.repository';
import { mineRoutes } from './mine.routes';
import { createMineService } from './mine.service';
import type { MineRiskLabels } from './risk-columns';

export {
  createMineRepository,
  type ChildInsert,
  type CompanyRow,
  type DocumentInsert,
  type LicenceRow,
  type MineInsert,
  type MineRepository,
  type MineRepositoryDeps,
  type MineRow,
  type StatusCount,
} from './mine.repository';
export { areaOf, scaleClassOf } from './filter-terms';
export {
  FACET_FILTER_KEYS,
  FACET_VALUE,
  type FilterPredicate,
  filterKey,
  mineFilterPredicates,
} from './mine-filter';
// SQL over the mines table, for repositories placing a mine condition in their own statements.
export {
  mineFilterWhere,
  type MinesInBands,
  scaleClassSql,
  withinRadiusSql,
} from './mine-conditions.repository';
export {
  bearingDeg,
  distanceM,
  EARTH_RADIUS_M,
  type LatLng,
  RADIUS_EDGE_M,
  type SqlCentre,
} from './geo/distance';
export { DATASET_META_KEY, type DatasetMeta } from './dataset-meta';
export { createMineSnapshots, type MineSnapshot, type MineSnapshots, snapshotLookups } from './mine-snapshot';
export { toMineLicences, toMineListRow } from './list-row';
export type { CellValue, MineRecord, OwnershipEdge, RowValues } from './record-types';
export { loadRecords, type RecordReader } from './record-loader';
export { childInserts, documentRows, insertRecords, type RecordWriter, saveCompanies } from './record-writer';
export { fromMineRow, pinyinKeys, toMineRow } from './record-mapping';
export {
  loadCounties,
  loadPrefectureOutlines,
  loadRegions,
  type OutlineCollection,
  pointInCounty,
  regionTree,
  type County,
  type Regions,
} from './geo/geo-assets';
export { dictLookup, type DictLookup, type DictMatch, headerOf, LIST_SEPARATOR, toCell } from './excel/cells';
export { normaliseHeader, type ParsedSheet, type RawCell, readUpload, type SheetEntity } from './excel/read';
export { childHeaders, writeWorkbook } from './excel/write';
export type { MineRiskLabels } from './risk-columns';
export { deleteAllMines, type SampleDataset, storeSampleDataset } from './dataset-store';
export { columnName } from './excel/limits';
export { daysBetween, latestLicences, type LicenceState, licenceState } from './licence-state';
export { type RecordSummary, summariseRecords } from './record-summary';
export { STATUS_VALUES } from './record-as-of';
export type { RecordFacts, RecordWindow } from './record-facts.repository';

/** The mine routes: dataset facts, the region tree and the .xlsx exports. */
export async function mineModule(
  app: FastifyInstance,
  { mines, dict, risk }: { mines: MineRepository; dict: DictService; risk?: MineRiskLabels },
) {
  await app.register(mineRoutes, { mines: createMineService({ mines, dict, risk }) });
}
export { type RecordHistory, readRecordHistory } from './record-history.repository';
export {
  createMineHistoryRepository,
  type EditSetOrigin,
  type FieldChange,
  type MineHistoryRepository,
} from './mine-history.repository';
export {
  capacityAsOf,
  historyByMine,
  type MineHistory,
  statusAsOf,
  summaryAsOf,
  windowStart,
} from './record-as-of';
