import {
  compareSeams,
  type ComparedMine,
  gradeAsh,
  gradeCalorific,
  gradeSulfur,
  normaliseSeam,
  QUALITY_INDICATORS,
  type QualityComparison,
  type QualityRow,
  type SeamCell,
  type SeamComparison,
  seamLabel,
} from '@coal/contracts';
import { type RowValues, toMineListRow } from '../mine';
import type { Neighbourhood } from './neighbourhood';
import { meanOf, quartilesOf } from './stats';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

type ChildRows = (RowValues & { mineId: number })[];

function groupByMine(rows: ChildRows): Map<number, RowValues[]> {
  const byMine = new Map<number, RowValues[]>();
  for (const row of rows) byMine.set(row.mineId, [...(byMine.get(row.mineId) ?? []), row]);
  return byMine;
}

/** Subject first, then neighbours by distance. */
function comparedMines(hood: Neighbourhood, withRecords: Set<number>): ComparedMine[] {
  return [
    {
      ...toMineListRow(hood.subject),
      distanceKm: null,
      bearing: null,
      hasRecords: withRecords.has(hood.subject.id),
    },
    ...hood.neighbours.map((n) => ({
      ...toMineListRow(n.row),
      distanceKm: n.distanceKm,
      bearing: n.bearing,
      hasRecords: withRecords.has(n.row.id),
    })),
  ];
}

function seamCount(bySeam: Map<number, Map<string, unknown>>) {
  const counts = new Map<string, number>();
  for (const seams of bySeam.values())
    for (const seam of seams.keys()) counts.set(seam, (counts.get(seam) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => compareSeams(a, b))
    .map(([seam, mines]) => ({ seam, label: seamLabel(seam), mines }));
}

function toSeamCell(row: RowValues): SeamCell {
  return {
    thicknessMin: num(row.thicknessMin),
    thicknessAvg: num(row.thicknessAvg),
    thicknessMax: num(row.thicknessMax),
    dip: num(row.dip),
    stability: str(row.stability),
    structure: str(row.structure),
    roof: str(row.roof),
    floor: str(row.floor),
    minable: bool(row.minable),
  };
}

/**
 * Seams correlated by their normalised number (M9 in one mine is 9号煤 in the next). Columns: the seams
 * asked for; otherwise the subject's minable seams, then the other seams by how many neighbours have them.
 */
export function compareSeamRows(
  hood: Neighbourhood,
  seamRows: ChildRows,
  wanted: string[] = [],
): SeamComparison {
  const cells = new Map<number, Map<string, SeamCell>>();
  for (const [mineId, rows] of groupByMine(seamRows)) {
    const bySeam = new Map<string, SeamCell>();
    for (const row of rows) {
      const seam = normaliseSeam(String(row.seamNo ?? ''));
      if (seam && !bySeam.has(seam)) bySeam.set(seam, toSeamCell(row));
    }
    cells.set(mineId, bySeam);
  }
  const subjectCells = cells.get(hood.subject.id) ?? new Map<string, SeamCell>();
  const neighbourCells = hood.neighbours.map((n) => cells.get(n.row.id) ?? new Map<string, SeamCell>());
  const presence = (seam: string) => neighbourCells.filter((c) => c.has(seam)).length;
  const allSeams = seamCount(cells);

  let columns: string[];
  if (wanted.length) columns = [...new Set(wanted.map(normaliseSeam).filter(Boolean))];
  else {
    const own = [...subjectCells]
      .filter(([, c]) => c.minable !== false)
      .map(([s]) => s)
      .sort(compareSeams);
    const others = allSeams
      .map((s) => s.seam)
      .filter((s) => !own.includes(s) && presence(s) > 0)
      .sort((a, b) => presence(b) - presence(a) || compareSeams(a, b));
    columns = [...own, ...others];
  }

  return {
    subject: toMineListRow(hood.subject),
    radiusKm: hood.radiusKm,
    neighbourCount: hood.neighbours.length,
    nearestKm: hood.nearestKm,
    suggestedRadiusKm: hood.suggestedRadiusKm,
    seams: columns.map((seam) => ({
      seam,
      label: seamLabel(seam),
      presentIn: presence(seam),
      subject: subjectCells.get(seam) ?? null,
      thickness: quartilesOf(neighbourCells.map((c) => c.get(seam)?.thicknessAvg)),
      dip: quartilesOf(
        neighbourCells.map((c) => c.get(seam)?.dip),
        1,
      ),
    })),
    allSeams,
    mines: comparedMines(hood, new Set([...cells].filter(([, c]) => c.size).map(([id]) => id))).map(
      (mine) => {
        const own = cells.get(mine.mineId);
        return {
          ...mine,
          cells: Object.fromEntries(columns.flatMap((s) => (own?.has(s) ? [[s, own.get(s)!]] : []))),
        };
      },
    ),
  };
}

function toQualityRow(row: RowValues, seam: string): QualityRow {
  const ad = num(row.ad);
  const std = num(row.std);
  const qgrd = num(row.qgrd);
  return {
    seam,
    label: seamLabel(seam),
    mad: num(row.mad),
    ad,
    vdaf: num(row.vdaf),
    std,
    qgrd,
    g: num(row.g),
    coalRank: str(row.coalRank),
    ashGrade: gradeAsh(ad),
    sulfurGrade: gradeSulfur(std),
    calorificGrade: gradeCalorific(qgrd),
  };
}

/**
 * Coal quality of the subject and its neighbours, for one seam or for every seam. A mine counts once
 * per indicator (the mean of its rows), so a mine with many seams does not outweigh one with a few.
 */
export function compareQualityRows(
  hood: Neighbourhood,
  qualityRows: ChildRows,
  seam?: string,
): QualityComparison {
  const wanted = seam ? normaliseSeam(seam) : null;
  const rowsOf = new Map<number, QualityRow[]>();
  const bySeam = new Map<number, Map<string, true>>();
  for (const [mineId, rows] of groupByMine(qualityRows)) {
    const seams = new Map<string, true>();
    const kept: QualityRow[] = [];
    for (const row of rows) {
      const key = normaliseSeam(String(row.seamNo ?? ''));
      if (!key) continue;
      seams.set(key, true);
      if (!wanted || key === wanted) kept.push(toQualityRow(row, key));
    }
    bySeam.set(mineId, seams);
    rowsOf.set(
      mineId,
      kept.sort((a, b) => compareSeams(a.seam, b.seam)),
    );
  }
  const subjectRows = rowsOf.get(hood.subject.id) ?? [];
  const neighbourRows = hood.neighbours.map((n) => rowsOf.get(n.row.id) ?? []);
  return {
    subject: toMineListRow(hood.subject),
    radiusKm: hood.radiusKm,
    seam: wanted,
    neighbourCount: hood.neighbours.length,
    nearestKm: hood.nearestKm,
    suggestedRadiusKm: hood.suggestedRadiusKm,
    allSeams: seamCount(bySeam),
    indicators: QUALITY_INDICATORS.map((key) => ({
      key,
      subject: meanOf(subjectRows.map((r) => r[key])),
      neighbours: quartilesOf(neighbourRows.map((rows) => meanOf(rows.map((r) => r[key])))),
    })),
    mines: comparedMines(hood, new Set([...rowsOf].filter(([, r]) => r.length).map(([id]) => id))).map(
      (mine) => ({ ...mine, rows: rowsOf.get(mine.mineId) ?? [] }),
    ),
  };
}
