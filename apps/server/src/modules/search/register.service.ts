import {
  REGISTER_FIGURES,
  type RegisterFigure,
  type RegisterQuery,
  type RegisterSort,
  registerResponse,
  type RiskIndicatorId,
} from '@coal/contracts';
import { BadRequestError } from '../../lib/errors';
import { firstSorted } from '../../lib/first-sorted';
import { t, type Locale } from '../../lib/i18n';
import { type CachedJson, JsonCache } from '../../lib/json-cache';
import { formatDateTime } from '../../lib/time';
import { type MineRow, type MineSnapshot, type MineSnapshots, toMineListRow } from '../mine';
import type { MineRiskReader } from './mine-list-index';
import { type FieldReader, fieldLabel, registerField, registerPredicates } from './register-conditions';

/** The risk reader of the search list, with the raw values its indicators read (the register's figures). */
export interface RegisterRiskReader extends MineRiskReader {
  indicatorRaw(mineId: number, indicator: RiskIndicatorId): number | string | null;
}

/** Pages of up to 500 rows of every field: a few hundred combinations fit. */
const REGISTER_CACHE_BYTES = 32 * 1024 * 1024;

/** Sorts the snapshot ranks answer in the database's own collation (names, places). */
const RANKED = {
  name: 'name',
  prefecture: 'prefecture',
  county: 'county',
  productionStatus: 'productionStatus',
  capacity: 'capacity',
  updateTime: 'updatedAt',
} as const;

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The mine register: the search list's mines in memory, filtered by an advanced query (through the search
 * filter's predicates where it can say the same) and sorted by several columns, every field in each row.
 */
export function createRegisterService({
  snapshots,
  risk,
}: {
  snapshots: MineSnapshots;
  risk?: RegisterRiskReader | undefined;
}) {
  const cache = new JsonCache(REGISTER_CACHE_BYTES, 'search.register');
  let dataVersion = '';

  const figure = (row: MineRow, key: RegisterFigure): number | null => {
    const raw = risk?.indicatorRaw(row.id, key) ?? null;
    return typeof raw === 'number' ? raw : null;
  };

  /** Every register field's value of a mine, by field key. */
  const readers: Record<string, FieldReader> = {
    code: (row) => row.code,
    name: (row) => row.name,
    aliases: (row) => row.aliases,
    prefecture: (row) => row.prefecture,
    county: (row) => row.county,
    lat: (row) => row.lat,
    lng: (row) => row.lng,
    address: (row) => row.address,
    productionStatus: (row) => row.productionStatus,
    productionType: (row) => row.productionType,
    capacity: (row) => row.capacity,
    mergerType: (row) => row.mergerType,
    complexity: (row) => row.complexity,
    gasGrade: (row) => row.gasGrade,
    hydroType: (row) => row.hydroType,
    coalRank: (row) => row.coalRank,
    company: (row) => row.company,
    riskScore: (row) => risk?.scoreOf(row.id) ?? null,
    riskBand: (row) => risk?.bandOf(row.id) ?? null,
    updateTime: (row) => formatDateTime(row.updatedAt),
    ...Object.fromEntries(REGISTER_FIGURES.map((key) => [key, (row: MineRow) => figure(row, key)])),
  };
  const read = (key: string): FieldReader => readers[key] ?? (() => null);

  /** Positions compared column by column, empty values last whatever the direction, ties by id. */
  function comparator(snapshot: MineSnapshot, sort: RegisterSort[], locale: Locale) {
    const keys = sort.map(({ field: key, dir }) => {
      const field = registerField(key);
      if (!field.sortable)
        throw new BadRequestError('register.unsortable', { field: fieldLabel(field, locale) });
      const sign = dir === 'asc' ? 1 : -1;
      if (key in RANKED) {
        const rank = snapshot.ranks[RANKED[key as keyof typeof RANKED]];
        return (a: number, b: number) => sign * (rank[a]! - rank[b]!);
      }
      const values = snapshot.rows.map(read(key));
      return (a: number, b: number) => {
        const x = values[a];
        const y = values[b];
        if (x === null || y === null || x === undefined || y === undefined)
          return Number(x === null || x === undefined) - Number(y === null || y === undefined);
        if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
        // Codes and bands are ASCII: code-point order is the database's order for them.
        const [sx, sy] = [String(x), String(y)];
        return sign * (sx < sy ? -1 : sx > sy ? 1 : 0);
      };
    });
    const { rows } = snapshot;
    return (a: number, b: number) => {
      for (const compare of keys) {
        const order = compare(a, b);
        if (order !== 0) return order;
      }
      return rows[a]!.id - rows[b]!.id;
    };
  }

  function rowOf(row: MineRow) {
    const score = risk?.scoreOf(row.id) ?? null;
    return {
      ...toMineListRow(row),
      riskScore: score === null ? null : round2(score),
      riskBand: risk?.bandOf(row.id) ?? null,
      aliases: row.aliases,
      address: row.address,
      ...(Object.fromEntries(REGISTER_FIGURES.map((key) => [key, figure(row, key)])) as Record<
        RegisterFigure,
        number | null
      >),
    };
  }

  return {
    /** A page of the register's response body, with its ETag. */
    async listJson(query: RegisterQuery, locale: Locale): Promise<CachedJson> {
      const snapshot = await snapshots.current();
      const version = `${snapshot.version}.${risk?.version() ?? 0}`;
      if (version !== dataVersion) {
        cache.clear();
        dataVersion = version;
      }
      return cache.through(`${version}|${locale}|${JSON.stringify(query)}`, async () => {
        const tests = registerPredicates(query.conditions, locale, {
          read,
          bandOf: (mineId) => risk?.bandOf(mineId) ?? null,
        });
        // Without a sort the largest mines come first, as on the search page.
        const sort: RegisterSort[] = query.sort.length ? query.sort : [{ field: 'capacity', dir: 'desc' }];
        const compare = comparator(snapshot, sort, locale);
        const matching: number[] = [];
        snapshot.rows.forEach((row, position) => {
          if (tests.every((test) => test(row))) matching.push(position);
        });
        const from = (query.pageNum - 1) * query.pageSize;
        // Only the rows up to the page's end are put in order: the rest of 100,000 mines stays unsorted.
        const page = firstSorted(matching, from + query.pageSize, compare)
          .slice(from)
          .map((p) => rowOf(snapshot.rows[p]!));
        return JSON.stringify(
          registerResponse.encode({
            code: 200,
            msg: t(locale, 'ok'),
            rows: page,
            total: matching.length,
            riskSet: risk?.scoreSet() ?? null,
          }),
        );
      });
    },
  };
}
export type RegisterService = ReturnType<typeof createRegisterService>;
