import {
  DICT_TYPES,
  type MineFilter,
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
import type { PivotRepository } from './pivot.repository';

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

  async function pivot(query: PivotQuery): Promise<PivotResult> {
    const { rows, cols, measures } = checkedNames(query);
    const filter = filterOf(query);
    const year = await outputYear();
    const dimensions = [...rows, ...cols];
    // The grand total is its own statement, so a test can hold it against the sum of the cells.
    const [groups, [total]] = await Promise.all([
      pivots.groups(filter, dimensions, measures, year),
      pivots.groups(filter, [], measures, year),
    ]);
    return {
      rows,
      cols,
      measures,
      outputYear: year,
      cells: groups.map((group) => ({
        keys: Object.fromEntries(dimensions.map((d, i) => [d, group.keys[i]!])),
        values: group.values,
      })),
      total: total?.values ?? {},
    };
  }

  return {
    pivot,

    /** The pivot as a workbook laid out as on screen: row headings at the left, column headings above. */
    async exportPivot(query: PivotQuery, locale: Locale): Promise<{ fileName: string; data: Buffer }> {
      const result = await pivot(query);
      const labels: PivotLabels = {
        value(dimension, value) {
          const dictType = DICT_OF[dimension];
          if (!dictType) return value;
          return dict.byType(dictType, locale).find((item) => item.dictValue === value)?.dictLabel ?? value;
        },
      };
      return writePivotWorkbook(result, labels, locale);
    },
  };
}
export type VisualizationService = ReturnType<typeof createVisualizationService>;
