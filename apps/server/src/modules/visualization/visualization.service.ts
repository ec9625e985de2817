import {
  DICT_TYPES,
  type MineFilter,
  RISK_BANDS,
  type PivotDimension,
  type PivotQuery,
  type PivotResult,
} from '@coal/contracts';
import type { Locale } from '../../lib/i18n';
import { shanghaiDate } from '../../lib/time';
import type { DictService } from '../dict';
import { DATASET_META_KEY, type DatasetMeta, type MineRepository } from '../mine';
import { checkedNames } from './pivot-names';
import { type PivotLabels, writePivotWorkbook } from './pivot-workbook';
import type { PivotGroup, PivotRepository } from './pivot.repository';

export interface VisualizationServiceDeps {
  pivots: PivotRepository;
  mines: Pick<MineRepository, 'readMeta'>;
  dict: Pick<DictService, 'byType'>;
}

/** Coded dimensions read their labels from the dictionary of the same field. */
const DICT_OF: Partial<Record<PivotDimension, string>> = {
  productionStatus: DICT_TYPES.productionStatus,
  productionType: DICT_TYPES.productionType,
  coalRank: DICT_TYPES.coalRank,
  gasGrade: DICT_TYPES.gasGrade,
  hydroType: DICT_TYPES.hydroType,
  complexity: DICT_TYPES.complexity,
  mergerType: DICT_TYPES.mergerType,
};

/** Classes and bands in their own order: large to small, A to D. */
const FIXED_ORDER: Partial<Record<PivotDimension, readonly string[]>> = {
  scaleClass: ['large', 'medium', 'small'],
  riskBand: RISK_BANDS,
};

const rankIn = (values: readonly string[], value: string) => {
  const i = values.indexOf(value);
  return i < 0 ? undefined : i;
};

/**
 * The groups in the natural order of each dimension in turn: ranked values first, then the others by their
 * order key (administrative codes, years, names in the Chinese collation); none ('') last.
 */
function inNaturalOrder(
  groups: PivotGroup[],
  positions: number[],
  ranks: ((value: string) => number | undefined)[],
): PivotGroup[] {
  const collator = new Intl.Collator('zh-CN', { numeric: true });
  const compareAt = (a: PivotGroup, b: PivotGroup, i: number): number => {
    const [x, y] = [a.keys[i]!, b.keys[i]!];
    if (x === y) return 0;
    if (x === '' || y === '') return x === '' ? 1 : -1;
    const [rx, ry] = [ranks[i]!(x), ranks[i]!(y)];
    if (rx !== undefined || ry !== undefined)
      return (rx ?? Infinity) - (ry ?? Infinity) || collator.compare(x, y);
    return collator.compare(a.orderKeys[i]!, b.orderKeys[i]!) || collator.compare(x, y);
  };
  return [...groups].sort((a, b) => {
    for (const i of positions) {
      const order = compareAt(a, b, i);
      if (order) return order;
    }
    return 0;
  });
}

/** The search page's filters of a pivot query: everything except its rows, columns and measures. */
function filterOf({ rows: _rows, cols: _cols, measures: _measures, ...filter }: PivotQuery): MineFilter {
  return filter;
}

/** The pivot over the mines: groups and totals added up by the database over whitelisted names. */
export function createVisualizationService({ pivots, mines, dict }: VisualizationServiceDeps) {
  /** "Last year's output" reads the year before the dataset's reference date, as the area analysis does. */
  async function outputYear(): Promise<number> {
    const meta = await mines.readMeta<DatasetMeta>(DATASET_META_KEY);
    return Number((meta?.referenceDate ?? shanghaiDate()).slice(0, 4)) - 1;
  }

  /** Each dimension's order of its values: dictionaries by their sort, classes and bands by rank, the rest by key. */
  function naturalRanks(dimensions: PivotDimension[]): ((value: string) => number | undefined)[] {
    return dimensions.map((dimension) => {
      const fixed = FIXED_ORDER[dimension];
      if (fixed) return (value) => rankIn(fixed, value);
      const dictType = DICT_OF[dimension];
      if (!dictType) return () => undefined;
      const values = dict.byType(dictType, 'zh-CN').map((item) => item.dictValue);
      return (value) => rankIn(values, value);
    });
  }

  /** The pivot, and its column keys in natural order (the export's column headings). */
  async function orderedPivot(query: PivotQuery): Promise<{ result: PivotResult; colOrder: string[][] }> {
    const { rows, cols, measures } = checkedNames(query);
    const filter = filterOf(query);
    const year = await outputYear();
    const dimensions = [...rows, ...cols];
    const basis = { outputYear: year, byYear: dimensions.includes('year') };
    // The grand total is its own statement, so a test can hold it against the sum of the cells.
    const [groups, [total]] = await Promise.all([
      pivots.groups(filter, dimensions, measures, basis),
      pivots.groups(filter, [], measures, basis),
    ]);
    const ranks = naturalRanks(dimensions);
    const at = dimensions.map((_, i) => i);
    const colsFirst = [...at.slice(rows.length), ...at.slice(0, rows.length)];
    const result = {
      rows,
      cols,
      measures,
      outputYear: year,
      cells: inNaturalOrder(groups, at, ranks).map((group) => ({
        keys: Object.fromEntries(dimensions.map((d, i) => [d, group.keys[i]!])),
        values: group.values,
      })),
      order: Object.fromEntries(
        dimensions.map((d, i) => [
          d,
          [...new Set(inNaturalOrder(groups, [i], ranks).map((g) => g.keys[i]!))],
        ]),
      ),
      total: total?.values ?? {},
    };
    const colOrder = inNaturalOrder(groups, colsFirst, ranks).map((g) => g.keys.slice(rows.length));
    return { result, colOrder };
  }

  return {
    async pivot(query: PivotQuery): Promise<PivotResult> {
      return (await orderedPivot(query)).result;
    },

    /** The pivot as a workbook laid out as on screen: row headings at the left, column headings above. */
    async exportPivot(query: PivotQuery, locale: Locale): Promise<{ fileName: string; data: Buffer }> {
      const { result, colOrder } = await orderedPivot(query);
      const labels: PivotLabels = {
        value(dimension, value) {
          const dictType = DICT_OF[dimension];
          if (!dictType) return value;
          return dict.byType(dictType, locale).find((item) => item.dictValue === value)?.dictLabel ?? value;
        },
      };
      return writePivotWorkbook(result, colOrder, labels, locale);
    },
  };
}
export type VisualizationService = ReturnType<typeof createVisualizationService>;
