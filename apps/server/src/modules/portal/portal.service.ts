import type { DictData, ProvinceOverview } from '@coal/contracts';
import { DICT_TYPES } from '@coal/contracts';
import type { ChangeBus } from '../../lib/change-bus';
import { okBody } from '../../lib/envelope';
import type { Locale } from '../../lib/i18n';
import { JsonCache } from '../../lib/json-cache';
import { formatDateTime } from '../../lib/time';
import type { DictService } from '../dict';
import { type MineRepository, regionTree, type StatusCount } from '../mine';

/** The nine prefecture-level divisions in the spec's order of the address tree. */
export const PREFECTURES = [
  '毕节市',
  '贵阳市',
  '安顺市',
  '六盘水市',
  '遵义市',
  '黔南布依族苗族自治州',
  '黔西南布依族苗族自治州',
  '黔东南苗族侗族自治州',
  '铜仁市',
];

const round = (n: number) => Math.round(n * 100) / 100;

/** 注销: a cancelled mine has no capacity any more, so it counts as a mine but adds nothing to capacity. */
export const CLOSED_STATUS = '5';

/**
 * Capacity totals leave closed (注销) mines out, per status, per prefecture and overall.
 * `prefectures`: the nine prefecture-level divisions in the address tree's order, each shown even with no mine. */
export function summarize(
  counts: StatusCount[],
  statuses: DictData[],
  prefectures: string[],
  now = new Date(),
): ProvinceOverview {
  const producing = counts.filter((c) => c.status === '1');
  const sum = (rows: StatusCount[], key: 'mines' | 'capacity') =>
    rows.reduce((total, r) => total + (key === 'capacity' && r.status === CLOSED_STATUS ? 0 : r[key]), 0);
  return {
    mines: sum(counts, 'mines'),
    capacity: round(sum(counts, 'capacity')),
    producingMines: sum(producing, 'mines'),
    producingCapacity: round(sum(producing, 'capacity')),
    byStatus: statuses.map((s) => {
      const rows = counts.filter((c) => c.status === s.dictValue);
      return {
        value: s.dictValue,
        label: s.dictLabel,
        color: s.listClass,
        mines: sum(rows, 'mines'),
        capacity: round(sum(rows, 'capacity')),
      };
    }),
    byPrefecture: [...new Set([...prefectures, ...counts.map((c) => c.prefecture)])].map((prefecture) => {
      const rows = counts.filter((c) => c.prefecture === prefecture);
      return {
        value: prefecture,
        label: prefecture,
        color: '',
        mines: sum(rows, 'mines'),
        capacity: round(sum(rows, 'capacity')),
        byStatus: Object.fromEntries(rows.map((r) => [r.status, r.mines])),
      };
    }),
    sample: counts.some((c) => c.sample > 0),
    updatedAt: formatDateTime(now),
  };
}

/** The overview with the production statuses labelled in the reader's language. */
export function inLanguage(overview: ProvinceOverview, statuses: DictData[]): ProvinceOverview {
  const labels = new Map(statuses.map((s) => [s.dictValue, s.dictLabel]));
  return {
    ...overview,
    byStatus: overview.byStatus.map((b) => ({ ...b, label: labels.get(b.value) ?? b.label })),
  };
}

export interface PortalServiceDeps {
  mines: Pick<MineRepository, 'countByPrefectureAndStatus'>;
  dict: Pick<DictService, 'byType'>;
  bus: Pick<ChangeBus, 'on'>;
}

/** Province figures are read on every home and workplace visit: computed once, dropped when mines change. */
export function createPortalService({ mines, dict, bus }: PortalServiceDeps) {
  let cached: Promise<ProvinceOverview> | undefined;
  const bodies = new JsonCache(1 << 20, 'portal');
  const forget = () => {
    cached = undefined;
    bodies.clear();
  };
  bus.on('mine', forget);
  bus.on('dict', forget);

  function overview(): Promise<ProvinceOverview> {
    cached ??= mines
      .countByPrefectureAndStatus()
      .then((counts) =>
        summarize(
          counts,
          dict.byType(DICT_TYPES.productionStatus),
          regionTree().map((p) => p.value),
        ),
      )
      .catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
    return cached;
  }

  return {
    overview,
    /** The overview's response body in one language, with its ETag. */
    overviewJson: (locale: Locale) =>
      bodies.through(locale, async () =>
        okBody(locale, inLanguage(await overview(), dict.byType(DICT_TYPES.productionStatus, locale))),
      ),
  };
}
export type PortalService = ReturnType<typeof createPortalService>;
