import type {
  AreaAnalysis,
  AreaQuery,
  Neighbours,
  NeighboursQuery,
  QualityComparison,
  QualityComparisonQuery,
  SeamComparison,
  SeamComparisonQuery,
} from '@coal/contracts';
import type { ChangeBus } from '../../lib/change-bus';
import { shanghaiDate } from '../../lib/time';
import type { DictService } from '../dict';
import { DATASET_META_KEY, type DatasetMeta, dictLookup, type MineRepository, toMineListRow } from '../mine';
import { analyseArea } from './area';
import { compareQualityRows, compareSeamRows } from './comparison';
import { qualityWorkbook, seamWorkbook } from './export';
import { findNeighbourhood } from './neighbourhood';

export interface AnalysisServiceDeps {
  mines: Pick<
    MineRepository,
    'findById' | 'withinRadius' | 'childRows' | 'matching' | 'licencesOf' | 'outputByYear' | 'readMeta'
  >;
  dict: Pick<DictService, 'byType'>;
  bus: Pick<ChangeBus, 'on'>;
}

/** Comparisons never list more neighbours than the neighbours call may. */
const COMPARISON_LIMIT = 200;

export function createAnalysisService({ mines, dict, bus }: AnalysisServiceDeps) {
  // The province's yearly output and the dataset's reference date change only with the mines.
  let context:
    Promise<{ referenceDate: string; provinceOutput: { year: number; output: number }[] }> | undefined;
  bus.on('mine', () => {
    context = undefined;
  });
  function areaContext() {
    context ??= (async () => {
      const [meta, provinceOutput] = await Promise.all([
        mines.readMeta<DatasetMeta>(DATASET_META_KEY),
        mines.outputByYear(),
      ]);
      return { referenceDate: meta?.referenceDate ?? shanghaiDate(), provinceOutput };
    })().catch((error: unknown) => {
      context = undefined;
      throw error;
    });
    return context;
  }

  async function seams(mineId: number, query: SeamComparisonQuery): Promise<SeamComparison> {
    const hood = await findNeighbourhood(mines, mineId, query.radiusKm, COMPARISON_LIMIT);
    const ids = [hood.subject.id, ...hood.neighbours.map((n) => n.row.id)];
    return compareSeamRows(hood, await mines.childRows('seams', ids), query.seams);
  }

  async function quality(mineId: number, query: QualityComparisonQuery): Promise<QualityComparison> {
    const hood = await findNeighbourhood(mines, mineId, query.radiusKm, COMPARISON_LIMIT);
    const ids = [hood.subject.id, ...hood.neighbours.map((n) => n.row.id)];
    return compareQualityRows(hood, await mines.childRows('quality', ids), query.seam);
  }

  const labels = () => dictLookup((type) => dict.byType(type));

  return {
    async neighbours(mineId: number, query: NeighboursQuery): Promise<Neighbours> {
      const hood = await findNeighbourhood(mines, mineId, query.radiusKm, query.limit);
      return {
        subject: toMineListRow(hood.subject),
        radiusKm: hood.radiusKm,
        total: hood.total,
        neighbours: hood.neighbours.map((n) => ({
          ...toMineListRow(n.row),
          distanceKm: n.distanceKm,
          bearing: n.bearing,
        })),
        nearestKm: hood.nearestKm,
        suggestedRadiusKm: hood.suggestedRadiusKm,
      };
    },
    seams,
    quality,
    async area(query: AreaQuery): Promise<AreaAnalysis> {
      return analyseArea(mines, query, await areaContext());
    },
    async exportSeams(mineId: number, query: SeamComparisonQuery) {
      const data = await seams(mineId, query);
      return {
        fileName: `煤层对比-${data.subject.mineName}-${data.radiusKm}km.xlsx`,
        data: await seamWorkbook(data, labels()),
      };
    },
    async exportQuality(mineId: number, query: QualityComparisonQuery) {
      const data = await quality(mineId, query);
      const seam = data.seam ? `-${data.seam}` : '';
      return {
        fileName: `煤质对比-${data.subject.mineName}${seam}-${data.radiusKm}km.xlsx`,
        data: await qualityWorkbook(data, labels()),
      };
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
