import { MINE_SORT_COLUMNS, type MineSortColumn } from '@coal/contracts';
import type { ChangeBus } from '../../lib/change-bus';
import { createRefresher } from '../../lib/refresher';
import type { MineRepository, MineRow } from './mine.repository';

/** Every mine as stored, read once per change: what the in-memory indexes (names, list, map) are built from. */
export interface MineSnapshot {
  /** In id order. */
  rows: MineRow[];
  byId: Map<number, MineRow>;
  /** Each mine's rank under each sort column, in the database's collation; index = position in `rows`. */
  ranks: Record<MineSortColumn, Int32Array>;
  /** Grows with every rebuild: a cache built from an older snapshot is stale. */
  version: number;
  /** Company id → its owner group, for the owner-group filter. */
  ownerGroups: Map<number, string>;
  /** Mine id → the years it reported production in, for the production-year filter. */
  productionYears: Map<number, number[]>;
}

/** What the in-memory filters read beside a snapshot's rows (`mineFilterPredicates`' lookups). */
export function snapshotLookups(snapshot: MineSnapshot) {
  return {
    locate: (mineId: number) => snapshot.byId.get(mineId),
    ownerGroupOf: (companyId: number) => snapshot.ownerGroups.get(companyId),
    productionYearsOf: (mineId: number) => snapshot.productionYears.get(mineId),
  };
}

export interface MineSnapshots {
  /** The snapshot as of the last change, waiting for a rebuild under way to finish. */
  current(): Promise<MineSnapshot>;
  /** Called after every rebuild, with the new snapshot. */
  onRebuild(listener: (snapshot: MineSnapshot) => void): void;
}

export async function createMineSnapshots({
  mines,
  bus,
}: {
  mines: Pick<MineRepository, 'all' | 'sortRanks' | 'ownerGroups' | 'productionYears'>;
  bus: Pick<ChangeBus, 'on'>;
}): Promise<MineSnapshots> {
  const listeners = new Set<(snapshot: MineSnapshot) => void>();
  let version = 0;

  async function load(): Promise<MineSnapshot> {
    const [rows, ranksById, ownerGroups, productionYears] = await Promise.all([
      mines.all(),
      mines.sortRanks(),
      mines.ownerGroups(),
      mines.productionYears(),
    ]);
    const ranks = Object.fromEntries(
      MINE_SORT_COLUMNS.map((c) => [c, new Int32Array(rows.length)]),
    ) as MineSnapshot['ranks'];
    rows.forEach((row, i) => {
      const rank = ranksById.get(row.id);
      for (const c of MINE_SORT_COLUMNS) ranks[c][i] = rank?.[c] ?? 0;
    });
    return {
      rows,
      byId: new Map(rows.map((row) => [row.id, row])),
      ranks,
      version: ++version,
      ownerGroups,
      productionYears,
    };
  }

  let snapshot = await load();
  const refresher = createRefresher(async () => {
    snapshot = await load();
    for (const listener of listeners) listener(snapshot);
  });
  bus.on('mine', () => refresher.request());

  return {
    async current() {
      await refresher.settled();
      return snapshot;
    },
    onRebuild(listener) {
      listeners.add(listener);
    },
  };
}
