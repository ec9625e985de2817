import {
  DICT_TYPES,
  type ProductionAnalysis,
  type ProductionAnalysisExportQuery,
  type ProductionAnalysisQuery,
} from '@coal/contracts';
import { BadRequestError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import { shanghaiDate } from '../../lib/time';
import type { DictService } from '../dict';
import {
  DATASET_META_KEY,
  type DatasetMeta,
  loadRegions,
  type MineRepository,
  mineFilterWhere,
} from '../mine';
import type { ProductionAnalysisRepository } from './production-analysis.repository';
import { writeProductionWorkbook } from './production-workbook';
import { productionYears } from './production-figures';

export interface ProductionAnalysisDeps {
  analysis: ProductionAnalysisRepository;
  mines: Pick<MineRepository, 'readMeta'>;
  dict: Pick<DictService, 'byType'>;
}

/** The area as the region tree names it: an unknown prefecture or a county outside it is refused by name. */
function checkedArea({ prefecture, county }: ProductionAnalysisQuery) {
  const regions = loadRegions();
  const inPrefecture = prefecture === undefined ? undefined : regions.prefectureByName.get(prefecture);
  if (prefecture !== undefined && !inPrefecture)
    throw new BadRequestError('production.unknownPrefecture', { name: prefecture });
  if (county !== undefined) {
    const matches = regions.countyByName.get(county) ?? [];
    if (!matches.length) throw new BadRequestError('production.unknownCounty', { name: county });
    if (inPrefecture && !matches.some((c) => c.prefectureCode === inPrefecture.code))
      throw new BadRequestError('production.countyOutside', { name: county, prefecture: inPrefecture.name });
  }
  return { prefecture: inPrefecture?.name, county };
}

/** The province's (or an area's) coal year by year: every figure summed by the database. */
export function createProductionAnalysisService({ analysis, mines, dict }: ProductionAnalysisDeps) {
  async function referenceYear(): Promise<number> {
    const meta = await mines.readMeta<DatasetMeta>(DATASET_META_KEY);
    return Number((meta?.referenceDate ?? shanghaiDate()).slice(0, 4));
  }

  async function production(query: ProductionAnalysisQuery): Promise<ProductionAnalysis> {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      throw new BadRequestError('production.spanReversed', { from: query.from, to: query.to });
    const { prefecture, county } = checkedArea(query);
    const where = mineFilterWhere({
      prefecture: prefecture ? [prefecture] : undefined,
      county: county ? [county] : undefined,
    });
    const [reference, bounds] = await Promise.all([referenceYear(), analysis.bounds(where)]);
    const first = Math.min(bounds.firstYear ?? reference, reference);
    // The span asked for, kept inside the years with data.
    const from = Math.min(Math.max(query.from ?? first, first), reference);
    const to = Math.max(Math.min(query.to ?? reference, reference), from);
    // The year before the span too: its figures are the base of the first year's change.
    const groups = await analysis.mineYears(where, from - 1, to);
    return {
      prefecture: prefecture ?? null,
      county: county ?? null,
      referenceYear: reference,
      firstYear: bounds.firstYear,
      from,
      to,
      mines: bounds.mines,
      years: productionYears(groups, { from, to, firstOutputYear: bounds.firstOutputYear }),
    };
  }

  return {
    production,

    /** One chart's figures as a workbook: a line per year, a column per series. */
    async exportProduction(query: ProductionAnalysisExportQuery, locale: Locale) {
      const result = await production(query);
      const statusLabel = (value: string) =>
        dict.byType(DICT_TYPES.productionStatus, locale).find((d) => d.dictValue === value)?.dictLabel ??
        value;
      return writeProductionWorkbook(result, query.chart, { locale, statusLabel });
    },
  };
}
export type ProductionAnalysisService = ReturnType<typeof createProductionAnalysisService>;
