import {
  type Coalfield,
  coalfieldOfCounty,
  compareSeams,
  type ComparedMine,
  horizonOf,
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
  seamOnHorizon,
} from '@coal/contracts';
import { loadRegions, type MineRow, type RowValues, toMineListRow } from '../mine';
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
      seamSystem: seamSystemOf(hood.subject),
    },
    ...hood.neighbours.map((n) => ({
      ...toMineListRow(n.row),
      distanceKm: n.distanceKm,
      bearing: n.bearing,
      hasRecords: withRecords.has(n.row.id),
      seamSystem: seamSystemOf(n.row),
    })),
  ];
}

/** The coalfield whose numbering a mine uses, from its county; null for a county the map does not know. */
export function seamSystemOf(row: Pick<MineRow, 'prefecture' | 'county'>): Coalfield | null {
  const regions = loadRegions();
  const prefecture = regions.prefectureByName.get(row.prefecture ?? '');
  const county = regions.countyInPrefecture.get(`${prefecture?.code}:${row.county ?? ''}`);
  return county ? coalfieldOfCounty(county.code) : null;
}

/**
 * The subject's seam that a neighbour's seam correlates with: the same number within one numbering,
 * the seam on the same Longtan Formation horizon across numberings (null when the subject's coalfield
 * has no seam there). Seams the table does not know match by number only within their own system.
 */
export function correlateSeam(seam: string, from: Coalfield | null, to: Coalfield | null): string | null {
  if (!from || !to || from === to) return seam;
  const horizon = horizonOf(from, seam);
  return horizon ? seamOnHorizon(to, horizon) : null;
}

/** Each mine's system and whether any differs from the subject's. */
function systemsOf(hood: Neighbourhood) {
  const subject = seamSystemOf(hood.subject);
  const of = new Map<number, Coalfield | null>([[hood.subject.id, subject]]);
  for (const n of hood.neighbours) of.set(n.row.id, seamSystemOf(n.row));
  const others = [...new Set([...of.values()].filter((s): s is Coalfield => !!s && s !== subject))];
  return { subject, of, others };
}

function seamCount(bySeam: Map<number, Map<string, unknown>>) {
  const counts = new Map<string, number>();
  for (const seams of bySeam.values())
    for (const seam of seams.keys()) counts.set(seam, (counts.get(seam) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => compareSeams(a, b))
    .map(([seam, mines]) => ({ seam, label: seamLabel(seam), mines }));
}

function toSeamCell(row: RowValues, seamNo: string): SeamCell {
  return {
    seamNo,
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
  const systems = systemsOf(hood);
  const cells = new Map<number, Map<string, SeamCell>>();
  for (const [mineId, rows] of groupByMine(seamRows)) {
    const bySeam = new Map<string, SeamCell>();
    for (const row of rows) {
      const own = normaliseSeam(String(row.seamNo ?? ''));
      const seam = own && correlateSeam(own, systems.of.get(mineId) ?? null, systems.subject);
      if (seam && !bySeam.has(seam)) bySeam.set(seam, toSeamCell(row, own));
    }
    cells.set(mineId, bySeam);
  }
  const subjectCells = cells.get(hood.subject.id) ?? new Map<string, SeamCell>();
  const neighbourCells = hood.neighbours.map((n) => cells.get(n.row.id) ?? new Map<string, SeamCell>());
  const presence = (seam: string) => neighbourCells.filter((c) => c.has(seam)).length;
  const allSeams = seamCount(cells);

  // Columns in natural seam order (M1, M3, M10, M17), so one seam sits in one place on every page.
  const columns = wanted.length
    ? [...new Set(wanted.map(normaliseSeam).filter(Boolean))].sort(compareSeams)
    : allSeams.map((s) => s.seam).filter((s) => subjectCells.get(s)?.minable !== false || presence(s) > 0);

  return {
    subject: toMineListRow(hood.subject),
    radiusKm: hood.radiusKm,
    neighbourCount: hood.neighbours.length,
    nearestKm: hood.nearestKm,
    suggestedRadiusKm: hood.suggestedRadiusKm,
    seamSystem: systems.subject,
    otherSystems: systems.others,
    seams: columns.map((seam) => ({
      seam,
      label: seamLabel(seam),
      horizon: systems.subject ? horizonOf(systems.subject, seam) : null,
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

function toQualityRow(row: RowValues, seam: string, seamNo: string): QualityRow {
  const ad = num(row.ad);
  const std = num(row.std);
  const qgrd = num(row.qgrd);
  return {
    seam,
    seamNo,
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
 * Neighbours are summarised by rank, each rank on its own: a median over anthracite and coking coal
 * describes no coal. Seams of another numbering are matched to the subject's by horizon.
 */
export function compareQualityRows(
  hood: Neighbourhood,
  qualityRows: ChildRows,
  seam?: string,
): QualityComparison {
  const systems = systemsOf(hood);
  const wanted = seam ? normaliseSeam(seam) : null;
  const rowsOf = new Map<number, QualityRow[]>();
  const bySeam = new Map<number, Map<string, true>>();
  for (const [mineId, rows] of groupByMine(qualityRows)) {
    const seams = new Map<string, true>();
    const kept: QualityRow[] = [];
    for (const row of rows) {
      const own = normaliseSeam(String(row.seamNo ?? ''));
      const key = own && correlateSeam(own, systems.of.get(mineId) ?? null, systems.subject);
      if (!key) continue;
      seams.set(key, true);
      if (!wanted || key === wanted) kept.push(toQualityRow(row, key, own));
    }
    bySeam.set(mineId, seams);
    rowsOf.set(
      mineId,
      kept.sort((a, b) => compareSeams(a.seam, b.seam)),
    );
  }
  const subjectRows = rowsOf.get(hood.subject.id) ?? [];
  const summarise = (mines: QualityRow[][]) =>
    QUALITY_INDICATORS.map((key) => ({
      key,
      subject: meanOf(subjectRows.map((r) => r[key])),
      neighbours: quartilesOf(mines.map((rows) => meanOf(rows.map((r) => r[key])))),
    }));
  const subjectRank = hood.subject.coalRank ?? null;
  const groups = new Map<string | null, QualityRow[][]>();
  for (const n of hood.neighbours) {
    const rows = rowsOf.get(n.row.id) ?? [];
    if (!rows.length) continue;
    const rank = n.row.coalRank ?? null;
    groups.set(rank, [...(groups.get(rank) ?? []), rows]);
  }
  // The subject's rank first, then the other ranks by how many neighbours hold them.
  const byRank = [...groups]
    .sort(([a, x], [b, y]) => Number(b === subjectRank) - Number(a === subjectRank) || y.length - x.length)
    .map(([coalRank, mines]) => ({ coalRank, mines: mines.length, indicators: summarise(mines) }));
  return {
    subject: toMineListRow(hood.subject),
    radiusKm: hood.radiusKm,
    seam: wanted,
    neighbourCount: hood.neighbours.length,
    nearestKm: hood.nearestKm,
    suggestedRadiusKm: hood.suggestedRadiusKm,
    allSeams: seamCount(bySeam),
    seamSystem: systems.subject,
    otherSystems: systems.others,
    coalRank: subjectRank,
    indicators: summarise(groups.get(subjectRank) ?? []),
    byRank,
    mines: comparedMines(hood, new Set([...rowsOf].filter(([, r]) => r.length).map(([id]) => id))).map(
      (mine) => ({ ...mine, rows: rowsOf.get(mine.mineId) ?? [] }),
    ),
  };
}
