import {
  AREA_FIRST_YEAR,
  type AreaAnalysis,
  type AreaQuery,
  capacityScale,
  type MineFilter,
} from '@coal/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import {
  daysBetween,
  latestLicences,
  loadCounties,
  type MineRepository,
  type MineRow,
  type RowValues,
} from '../mine';
import { radiusOf } from './neighbourhood';

export type AreaRepository = Pick<MineRepository, 'findById' | 'matching' | 'childRows' | 'licencesOf'>;

/** An area's mines are at most the whole province: the ids go to the child-table reads in slices. */
const AREA_MAX_MINES = 200_000;
const TOP_COMPANIES = 10;
const EXPIRY_WINDOW_DAYS = 365;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The search filter that selects the same mines: what the figures' drill-down links carry. */
export async function areaFilter(
  mines: Pick<MineRepository, 'findById'>,
  query: AreaQuery,
): Promise<{ filter: MineFilter; centre: AreaAnalysis['centre'] }> {
  if (query.mineId !== undefined) {
    const radiusKm = radiusOf(query.radiusKm);
    const mine = await mines.findById(query.mineId);
    if (!mine) throw new NotFoundError('mine.notFound', { mineId: query.mineId });
    return {
      filter: { nearMine: mine.id, radiusKm },
      centre: {
        kind: 'mine',
        mineId: mine.id,
        mineName: mine.name,
        county: null,
        lat: mine.lat,
        lng: mine.lng,
        radiusKm,
      },
    };
  }
  if (query.county !== undefined) {
    const county = loadCounties().find((c) => c.name === query.county);
    if (!county) throw new NotFoundError('analysis.countyNotFound', { county: query.county });
    return {
      filter: { county: [county.name] },
      centre: {
        kind: 'county',
        mineId: null,
        mineName: null,
        county: county.name,
        lat: null,
        lng: null,
        radiusKm: null,
      },
    };
  }
  if (query.lat !== undefined && query.lng !== undefined) {
    const radiusKm = radiusOf(query.radiusKm);
    return {
      filter: { lat: query.lat, lng: query.lng, radiusKm },
      centre: {
        kind: 'point',
        mineId: null,
        mineName: null,
        county: null,
        lat: query.lat,
        lng: query.lng,
        radiusKm,
      },
    };
  }
  throw new BadRequestError('analysis.areaCentre');
}

function countBy(rows: MineRow[], key: (row: MineRow) => string | null) {
  const counts = new Map<string, { mines: number; capacity: number }>();
  for (const row of rows) {
    const value = key(row) ?? '';
    const entry = counts.get(value) ?? { mines: 0, capacity: 0 };
    entry.mines += 1;
    entry.capacity += row.capacity;
    counts.set(value, entry);
  }
  return [...counts]
    .map(([value, c]) => ({ value, mines: c.mines, capacity: round(c.capacity) }))
    .sort((a, b) => b.mines - a.mines || a.value.localeCompare(b.value));
}

/** `referenceDate` minus whole years (Feb 29 falls back to Feb 28). */
function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/** Every figure of an area, aggregated here from the area's mines and their records. */
export async function analyseArea(
  mines: AreaRepository,
  query: AreaQuery,
  context: { referenceDate: string; provinceOutput: { year: number; output: number }[] },
): Promise<AreaAnalysis> {
  const { filter, centre } = await areaFilter(mines, query);
  const rows = await mines.matching(filter, AREA_MAX_MINES);
  const ids = rows.map((r) => r.id);
  const { referenceDate } = context;
  const referenceYear = Number(referenceDate.slice(0, 4));
  const since = yearsBefore(referenceDate, 3);
  const within = (date: unknown) => typeof date === 'string' && date >= since && date <= referenceDate;

  const [production, accidents, penalties, licences] = ids.length
    ? await Promise.all([
        mines.childRows('production', ids),
        mines.childRows('accidents', ids),
        mines.childRows('penalties', ids),
        mines.licencesOf(ids),
      ])
    : [[], [], [], []];

  const outputOf = new Map<number, number>();
  for (const row of production as RowValues[]) {
    const year = num(row.year);
    outputOf.set(year, (outputOf.get(year) ?? 0) + num(row.output));
  }
  const recentAccidents = (accidents as RowValues[]).filter((a) => within(a.occurredOn));
  const recentPenalties = (penalties as RowValues[]).filter((p) => within(p.decidedOn));

  const byMine = new Map<number, typeof licences>();
  for (const licence of licences)
    byMine.set(licence.mineId, [...(byMine.get(licence.mineId) ?? []), licence]);
  let expiringLicences = 0;
  let expiringMines = 0;
  for (const own of byMine.values()) {
    const expiring = latestLicences(own).filter((l) => {
      if (!l.validTo) return false;
      const days = daysBetween(referenceDate, l.validTo);
      return days >= 0 && days <= EXPIRY_WINDOW_DAYS;
    });
    expiringLicences += expiring.length;
    if (expiring.length) expiringMines += 1;
  }

  const companies = new Map<string, { mines: number; capacity: number }>();
  for (const row of rows) {
    if (!row.company) continue;
    const entry = companies.get(row.company) ?? { mines: 0, capacity: 0 };
    entry.mines += 1;
    entry.capacity += row.capacity;
    companies.set(row.company, entry);
  }
  const province = new Map(context.provinceOutput.map((p) => [p.year, p.output]));
  // Up to the reference year, or the last year with any output when that year has none recorded yet.
  const recorded = context.provinceOutput.filter((p) => p.output > 0).map((p) => p.year);
  const lastYear = Math.min(referenceYear, recorded.length ? Math.max(...recorded) : referenceYear - 1);
  const years = Array.from(
    { length: Math.max(0, lastYear - AREA_FIRST_YEAR + 1) },
    (_, k) => AREA_FIRST_YEAR + k,
  );

  return {
    centre,
    referenceYear,
    mines: rows.length,
    capacity: round(rows.reduce((sum, r) => sum + r.capacity, 0)),
    lastYearOutput: round(outputOf.get(referenceYear - 1) ?? 0),
    byStatus: countBy(rows, (r) => r.productionStatus),
    byScale: countBy(rows, (r) => capacityScale(r.capacity)),
    byGasGrade: countBy(rows, (r) => r.gasGrade),
    byHydroType: countBy(rows, (r) => r.hydroType),
    topCompanies: [...companies]
      .map(([company, c]) => ({ company, mines: c.mines, capacity: round(c.capacity) }))
      .sort((a, b) => b.capacity - a.capacity || a.company.localeCompare(b.company))
      .slice(0, TOP_COMPANIES),
    safety: {
      since,
      accidents: recentAccidents.length,
      deaths: recentAccidents.reduce((sum, a) => sum + num(a.deaths), 0),
      penalties: recentPenalties.length,
      penaltyAmount: round(recentPenalties.reduce((sum, p) => sum + num(p.amount), 0)),
    },
    licencesExpiring: { within: EXPIRY_WINDOW_DAYS, mines: expiringMines, licences: expiringLicences },
    production: years.map((year) => ({
      year,
      area: round(outputOf.get(year) ?? 0),
      province: round(province.get(year) ?? 0),
    })),
  };
}
