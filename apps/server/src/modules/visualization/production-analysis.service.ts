import {
  DICT_TYPES,
  type ProductionAnalysis,
  type ProductionAnalysisExportQuery,
  type ProductionAnalysisQuery,
} from '@coal/contracts';
import type { ChangeBus } from '../../lib/change-bus';
import { okBody } from '../../lib/envelope';
import { BadRequestError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import { type CachedJson, JsonCache } from '../../lib/json-cache';
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
  bus: Pick<ChangeBus, 'on'>;
}

/** A few hundred answers (areas × spans × languages) of tens of kilobytes each. */
const ANSWER_CACHE_BYTES = 16 * 1024 * 1024;

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

/** The province's (or an area's) coal year by year: every mine's records read once, summed in the server. */
export function createProductionAnalysisService({ analysis, mines, dict, bus }: ProductionAnalysisDeps) {
  // Every figure reads every mine of the area: answers are kept until mine data changes (an import, an
  // edit, a batch edit, a correction), here or, through the change bus, in another process.
  const answers = new JsonCache(ANSWER_CACHE_BYTES, 'visualization.production');
  bus.on('mine', () => answers.clear());

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
    // Unless chosen, the span starts at the area's first output: the dated records before it (a licence
    // of 1996) have no coal to show. Earlier years stay a choice.
    const start = Math.max(bounds.areaOutputYear ?? first, first);
    // The span asked for, kept inside the years with data.
    const from = Math.min(Math.max(query.from ?? start, first), reference);
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

    /** The analysis's response body for an area and span, with its ETag. */
    productionJson(query: ProductionAnalysisQuery, locale: Locale): Promise<CachedJson> {
      // Today's year too: a dataset without a reference date ends its span in the current year.
      const key = [locale, shanghaiDate().slice(0, 4), query.prefecture, query.county, query.from, query.to];
      return answers.through(JSON.stringify(key), async () => okBody(locale, await production(query)));
    },

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
