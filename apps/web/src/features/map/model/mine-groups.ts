import { MAP_ROW, type MapMineRow } from '@coal/contracts';

/** The mines of one production status, ready to draw: `[lng, lat, capacity]` points and their ids. */
export interface StatusGroup {
  status: string;
  label: string;
  color: string;
  points: [number, number, number][];
  ids: number[];
}

export interface StatusInfo {
  value: string;
  label: string;
  color: string;
}

/**
 * Splits the rows by status in the dictionary's order (values the dictionary lacks come last), counting
 * every status and leaving out the hidden ones' points.
 */
export function groupByStatus(
  rows: readonly MapMineRow[],
  statuses: readonly StatusInfo[],
  hidden: readonly string[],
  fallbackColor: string,
): { groups: StatusGroup[]; counts: Map<string, number>; shown: number } {
  const byStatus = new Map<string, StatusGroup>(
    statuses.map((s) => [s.value, { status: s.value, label: s.label, color: s.color, points: [], ids: [] }]),
  );
  const counts = new Map<string, number>();
  const off = new Set(hidden);
  let shown = 0;
  for (const row of rows) {
    const status = row[MAP_ROW.status];
    counts.set(status, (counts.get(status) ?? 0) + 1);
    if (off.has(status)) continue;
    let group = byStatus.get(status);
    if (!group) {
      group = { status, label: status, color: fallbackColor, points: [], ids: [] };
      byStatus.set(status, group);
    }
    group.points.push([row[MAP_ROW.lng], row[MAP_ROW.lat], row[MAP_ROW.capacity]]);
    group.ids.push(row[MAP_ROW.id]);
    shown++;
  }
  return { groups: [...byStatus.values()].filter((g) => g.points.length > 0), counts, shown };
}
