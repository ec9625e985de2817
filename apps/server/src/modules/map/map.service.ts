import type { MapBoundaries, MapMineCard, MapMineRow, MineFilter } from '@coal/contracts';
import { NotFoundError } from '../../lib/errors';
import { okBody } from '../../lib/envelope';
import type { Locale } from '../../lib/i18n';
import { type CachedJson, JsonCache } from '../../lib/json-cache';
import { shanghaiDate } from '../../lib/time';
import {
  filterKey,
  loadCounties,
  loadPrefectureOutlines,
  mineFilterPredicates,
  snapshotLookups,
  type MineRepository,
  type MineSnapshot,
  type MineSnapshots,
  toMineLicences,
  toMineListRow,
} from '../mine';
import type { RiskBandReader } from '../risk';
import { ringToDisplay, toDisplay } from './display-coords';
import { simplifyRing } from './simplify-ring';

export interface MapServiceDeps {
  snapshots: Pick<MineSnapshots, 'current' | 'onRebuild'>;
  mines: Pick<MineRepository, 'licencesOf'>;
  /** The risk model's current bands: the band filter, and the band on the card when a mine has one. */
  risk?: RiskBandReader;
}

/** Degrees (about 400 m): under half a pixel when the province (6° wide) fills a dashboard card. */
const PROVINCE_COUNTY_TOLERANCE = 0.004;

/** The whole province's list at 100,000 mines is about 5 MB of JSON; a few filtered variants fit. */
const LIST_CACHE_BYTES = 48 * 1024 * 1024;

/**
 * The province map's data: every matching mine as a compact row (from the mine snapshot in memory, drawn
 * coordinates computed once per snapshot), a mine's card, and the boundaries to draw them on.
 */
export function createMapService({ snapshots, mines, risk }: MapServiceDeps) {
  const lists = new JsonCache(LIST_CACHE_BYTES, 'map.lists');
  const boundaries = new JsonCache(8 * 1024 * 1024, 'map.boundaries');
  let drawn: { snapshot: MineSnapshot; coords: Float64Array } | undefined;
  snapshots.onRebuild(() => {
    lists.clear();
    drawn = undefined;
  });

  function coordsOf(snapshot: MineSnapshot): Float64Array {
    if (drawn?.snapshot !== snapshot) {
      const coords = new Float64Array(snapshot.rows.length * 2);
      snapshot.rows.forEach((row, i) => {
        const [x, y] = toDisplay(row.lng, row.lat);
        coords[2 * i] = x;
        coords[2 * i + 1] = y;
      });
      drawn = { snapshot, coords };
    }
    return drawn.coords;
  }

  function rows(snapshot: MineSnapshot, filter: MineFilter): MapMineRow[] {
    const predicates = mineFilterPredicates(filter, {
      ...snapshotLookups(snapshot),
      bandOf: risk && ((mineId) => risk.bandOf(mineId)),
    });
    const coords = coordsOf(snapshot);
    const out: MapMineRow[] = [];
    snapshot.rows.forEach((row, i) => {
      if (!predicates.every((p) => p.test(row))) return;
      out.push([
        row.id,
        coords[2 * i]!,
        coords[2 * i + 1]!,
        row.productionStatus,
        row.capacity,
        row.gasGrade,
        row.coalRank,
      ]);
    });
    return out;
  }

  function countyBoundaries(code: string): MapBoundaries {
    const counties = loadCounties().filter((c) => c.prefectureCode === code);
    if (!counties.length) throw new NotFoundError();
    return {
      type: 'FeatureCollection',
      features: counties.map((county) => ({
        type: 'Feature',
        id: county.code,
        properties: { name: county.name, code: county.code },
        geometry: {
          type: 'MultiPolygon',
          coordinates: county.polygons.map((polygon) => polygon.map(ringToDisplay)),
        },
      })),
    };
  }

  /** Every county of the province, simplified to about 400 m: a whole-province choropleth, not a zoomed map. */
  function provinceCounties(): MapBoundaries {
    return {
      type: 'FeatureCollection',
      features: loadCounties().map((county) => {
        const polygons = county.polygons.flatMap((polygon) => {
          const rings = polygon.map((ring) => simplifyRing(ringToDisplay(ring), PROVINCE_COUNTY_TOLERANCE));
          // A polygon whose outer ring vanishes at this scale is left out; its holes go with it.
          return rings[0] ? [rings.filter((r): r is [number, number][] => r !== null)] : [];
        });
        return {
          type: 'Feature',
          id: county.code,
          properties: { name: county.name, code: county.code },
          geometry: { type: 'MultiPolygon', coordinates: polygons },
        };
      }),
    };
  }

  return {
    /** The compact list's response body for a filter, with its ETag; cached until the mines change. */
    async minesJson(filter: MineFilter, locale: Locale): Promise<CachedJson> {
      const snapshot = await snapshots.current();
      // A band-filtered list also changes when the risk model rescores.
      const bands = filter.riskBand?.length && risk ? `|risk ${risk.version()}` : '';
      return lists.through(`${snapshot.version}${bands}|${locale}|${filterKey(filter)}`, () =>
        Promise.resolve(okBody(locale, { rows: rows(snapshot, filter), all: snapshot.rows.length })),
      );
    },

    async card(mineId: number): Promise<MapMineCard> {
      const row = (await snapshots.current()).byId.get(mineId);
      if (!row) throw new NotFoundError('mine.notFound', { mineId });
      const today = shanghaiDate();
      const licences = await mines.licencesOf([mineId]);
      // The score as the profile header labels it: value, band, set and time, or why there is none.
      const label = risk ? await risk.labelOf(mineId) : null;
      return {
        ...toMineListRow(row),
        licences: toMineLicences(licences, today),
        riskBand: label?.score
          ? {
              band: label.score.band,
              score: label.score.value,
              version: label.score.version,
              computedAt: label.score.computedAt,
            }
          : null,
        riskUnscored: label?.unscored ?? null,
      };
    },

    /** The nine prefecture outlines (province view). Boundaries never change while the server runs. */
    provinceJson: (locale: Locale) =>
      boundaries.through(`province|${locale}`, () =>
        Promise.resolve(okBody(locale, loadPrefectureOutlines())),
      ),

    /** All 88 counties at once, simplified (the risk dashboard's choropleth). */
    provinceCountiesJson: (locale: Locale) =>
      boundaries.through(`counties|${locale}`, () => Promise.resolve(okBody(locale, provinceCounties()))),

    /** One prefecture's counties (drill-down view). */
    countiesJson: (code: string, locale: Locale) =>
      boundaries.through(`${code}|${locale}`, () => Promise.resolve(okBody(locale, countyBoundaries(code)))),
  };
}
export type MapService = ReturnType<typeof createMapService>;
