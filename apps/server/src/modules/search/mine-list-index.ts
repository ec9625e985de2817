import {
  BAND_RANK,
  FACETS,
  type FacetCounts,
  type MineFilter,
  type MineListQuery,
  type MineSortColumn,
  type RiskBand,
  type RiskScoreSet,
} from '@coal/contracts';
import {
  FACET_FILTER_KEYS,
  FACET_VALUE,
  type FilterPredicate,
  mineFilterPredicates,
  type MineRow,
  type MineSnapshot,
  snapshotLookups,
} from '../mine';

/** The risk model's current band and score of each mine, for the band filter and the score sort. */
export interface MineRiskReader {
  bandOf(mineId: number): RiskBand | null;
  scoreOf(mineId: number): number | null;
  /** Grows whenever scores change. */
  version(): number;
  /** The set and time of the current scores, named once per list. */
  scoreSet(): RiskScoreSet;
}

/**
 * The search list and its facet counts, answered from the mine snapshot in memory: a filter is a scan of
 * predicates, a sort a walk along a permutation made once per snapshot from the database's own ranks.
 */
export class MineListIndex {
  private readonly orders = new Map<string, Uint32Array>();

  constructor(
    readonly snapshot: MineSnapshot,
    private readonly risk?: MineRiskReader,
  ) {}

  /** The filter's predicates, with the risk band's when a risk reader is there. */
  private predicates(filter: MineFilter): FilterPredicate[] {
    const risk = this.risk;
    return mineFilterPredicates(filter, {
      ...snapshotLookups(this.snapshot),
      bandOf: risk && ((mineId) => risk.bandOf(mineId)),
    });
  }

  /**
   * Positions by risk as the console ranks it: band first (a floor rule lifts a mine above higher scores of a
   * lower band), then score; unscored mines last, ties by id; rebuilt when the scores change.
   */
  private riskOrder(ascending: boolean): Uint32Array {
    const risk = this.risk;
    if (!risk) return this.order('capacity', false);
    const key = `riskScore:${ascending}:${risk.version()}`;
    let order = this.orders.get(key);
    if (!order) {
      const { rows } = this.snapshot;
      const scores = Float64Array.from(rows, (row) => {
        const score = risk.scoreOf(row.id);
        const band = risk.bandOf(row.id);
        return score === null || band === null ? Number.NaN : BAND_RANK[band] * 1000 + score;
      });
      order = Uint32Array.from(rows.keys()).sort((a, b) => {
        const x = scores[a]!;
        const y = scores[b]!;
        if (Number.isNaN(x) || Number.isNaN(y))
          return Number(Number.isNaN(x)) - Number(Number.isNaN(y)) || rows[a]!.id - rows[b]!.id;
        return (ascending ? x - y : y - x) || rows[a]!.id - rows[b]!.id;
      });
      for (const stale of [...this.orders.keys()].filter((k) => k.startsWith(`riskScore:${ascending}:`)))
        this.orders.delete(stale);
      this.orders.set(key, order);
    }
    return order;
  }

  /** Positions in `rows`, sorted by the column's rank (ascending or descending), ties by id ascending. */
  private order(column: MineSortColumn, ascending: boolean): Uint32Array {
    const key = `${column}:${ascending}`;
    let order = this.orders.get(key);
    if (!order) {
      const rank = this.snapshot.ranks[column];
      const { rows } = this.snapshot;
      order = Uint32Array.from(rows.keys()).sort((a, b) => {
        const byRank = ascending ? rank[a]! - rank[b]! : rank[b]! - rank[a]!;
        return byRank || rows[a]!.id - rows[b]!.id;
      });
      this.orders.set(key, order);
    }
    return order;
  }

  list(query: MineListQuery): { rows: MineRow[]; total: number } {
    const predicates = this.predicates(query);
    const ascending =
      query.orderByColumn !== undefined && (query.isAsc === 'asc' || query.isAsc === 'ascending');
    // Without a sort the largest mines come first.
    const order =
      query.orderByColumn === 'riskScore'
        ? this.riskOrder(ascending)
        : this.order(query.orderByColumn ?? 'capacity', ascending);
    const from = (query.pageNum - 1) * query.pageSize;
    const to = from + query.pageSize;
    const page: MineRow[] = [];
    let total = 0;
    for (const position of order) {
      const row = this.snapshot.rows[position]!;
      if (!predicates.every((p) => p.test(row))) continue;
      if (total >= from && total < to) page.push(row);
      total++;
    }
    return { rows: page, total };
  }

  /** Each facet's options and counts, every filter applied except the facet's own. */
  facets(filter: MineFilter): FacetCounts {
    const predicates = this.predicates(filter);
    const ignored = FACETS.map((facet) =>
      predicates.reduce(
        (mask, p, bit) => (FACET_FILTER_KEYS[facet].includes(p.key) ? mask | (1 << bit) : mask),
        0,
      ),
    );
    const counts = FACETS.map(() => new Map<string, number>());
    const risk = this.risk;
    const valueOf: typeof FACET_VALUE = risk
      ? { ...FACET_VALUE, riskBand: (row) => risk.bandOf(row.id) }
      : FACET_VALUE;
    for (const row of this.snapshot.rows) {
      const failed = predicates.reduce((mask, p, bit) => (p.test(row) ? mask : mask | (1 << bit)), 0);
      FACETS.forEach((facet, f) => {
        if ((failed & ~ignored[f]!) !== 0) return;
        const value = valueOf[facet](row);
        if (value === null) return;
        const counted = counts[f]!;
        counted.set(String(value), (counted.get(String(value)) ?? 0) + 1);
      });
    }
    return Object.fromEntries(
      FACETS.map((facet, f) => [facet, [...counts[f]!].map(([value, count]) => ({ value, count }))]),
    ) as FacetCounts;
  }
}
