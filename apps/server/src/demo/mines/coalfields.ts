/**
 * How the demo dataset spreads mines over Guizhou (DOMAIN.md §2): most in the western coalfields,
 * almost none producing in Qiandongnan and Tongren, anthracite in Zhina/Bijie and Zunyi, coking and
 * other bituminous coals in Liupanshui. Weights are relative.
 */
import { type Coalfield, coalfieldOfCounty } from '@coal/contracts';

export type { Coalfield };

export const PREFECTURE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['5205', 32], // 毕节市
  ['5202', 21], // 六盘水市
  ['5223', 14], // 黔西南州
  ['5203', 12], // 遵义市
  ['5204', 6], // 安顺市
  ['5227', 4.5], // 黔南州
  ['5201', 4], // 贵阳市
  ['5226', 1.7], // 黔东南州
  ['5206', 1.8], // 铜仁市
];

/** Prefectures where the 2018 notice lists no producing mine at all. */
export const NO_PRODUCTION_PREFECTURES = new Set(['5226', '5206']);
/** The high-gas zone centred on Liupanshui (wenke99 thesis). */
export const HIGH_GAS_PREFECTURES = new Set(['5202', '5205', '5223']);
export const MEDIUM_GAS_PREFECTURES = new Set(['5203', '5204', '5201']);

/** County weights within a prefecture; counties without coal are absent (75 of 88 produce coal). */
export const COUNTY_WEIGHTS: Record<string, number> = {
  // 毕节
  '520524': 20,
  '520525': 18,
  '520521': 14,
  '520581': 12,
  '520523': 10,
  '520526': 10,
  '520527': 8,
  '520502': 8,
  // 六盘水
  '520281': 40,
  '520204': 30,
  '520203': 20,
  '520201': 10,
  // 黔西南
  '522323': 22,
  '522302': 20,
  '522324': 18,
  '522301': 18,
  '522325': 8,
  '522328': 7,
  '522326': 4,
  '522327': 3,
  // 遵义
  '520322': 18,
  '520330': 16,
  '520304': 14,
  '520382': 10,
  '520323': 8,
  '520324': 6,
  '520326': 6,
  '520325': 5,
  '520327': 4,
  '520328': 3,
  '520329': 3,
  '520303': 3,
  '520302': 2,
  '520381': 2,
  // 安顺
  '520402': 4,
  '520403': 5,
  '520422': 6,
  '520423': 4,
  '520424': 3,
  '520425': 3,
  // 贵阳 (南明、云岩 have none)
  '520111': 3,
  '520112': 3,
  '520113': 2,
  '520115': 1,
  '520121': 5,
  '520122': 4,
  '520123': 5,
  '520181': 7,
  // 黔南 (荔波、三都 have none)
  '522701': 3,
  '522702': 4,
  '522723': 3,
  '522725': 5,
  '522726': 3,
  '522727': 2,
  '522728': 3,
  '522729': 3,
  '522730': 2,
  '522731': 3,
  // 黔东南 (mostly coal-poor; eight counties have none)
  '522601': 3,
  '522622': 3,
  '522623': 2,
  '522624': 2,
  '522625': 2,
  '522626': 2,
  '522635': 3,
  '522636': 2,
  // 铜仁 (玉屏 has none)
  '520602': 1,
  '520603': 1,
  '520621': 1,
  '520623': 2,
  '520624': 3,
  '520625': 2,
  '520626': 3,
  '520627': 3,
  '520628': 2,
};

export const coalfieldOf = coalfieldOfCounty;

export const RANKS_BY_FIELD: Record<Coalfield, readonly (readonly [string, number])[]> = {
  zhina: [
    ['WY', 80],
    ['PM', 10],
    ['PS', 5],
    ['SM', 5],
  ],
  weihe: [
    ['WY', 40],
    ['PM', 15],
    ['SM', 15],
    ['JM', 15],
    ['1/3JM', 10],
    ['QM', 5],
  ],
  liupanshui: [
    ['JM', 30],
    ['1/3JM', 20],
    ['FM', 15],
    ['SM', 15],
    ['QM', 10],
    ['PS', 5],
    ['WY', 5],
  ],
  liuzhi: [
    ['WY', 50],
    ['PM', 20],
    ['SM', 15],
    ['JM', 15],
  ],
  panxian: [
    ['WY', 50],
    ['PM', 20],
    ['SM', 15],
    ['JM', 15],
  ],
  xingyi: [
    ['WY', 60],
    ['PM', 15],
    ['SM', 10],
    ['JM', 10],
    ['1/3JM', 5],
  ],
  qianbei: [
    ['WY', 85],
    ['PM', 10],
    ['PS', 5],
  ],
  central: [
    ['WY', 70],
    ['PM', 15],
    ['SM', 10],
    ['PS', 5],
  ],
  east: [
    ['WY', 90],
    ['PM', 10],
  ],
};

/** Vdaf (%) and caking index G ranges per rank, consistent with GB 5751. */
export const QUALITY_BY_RANK: Record<string, { vdaf: [number, number]; g: [number, number] }> = {
  WY: { vdaf: [5.5, 9.9], g: [0, 0] },
  PM: { vdaf: [10.5, 19.5], g: [0, 5] },
  PS: { vdaf: [10.5, 19.5], g: [6, 20] },
  SM: { vdaf: [12, 19.5], g: [21, 64] },
  JM: { vdaf: [18, 27.5], g: [50, 85] },
  FM: { vdaf: [25, 35], g: [86, 100] },
  '1/3JM': { vdaf: [28.5, 36.5], g: [66, 85] },
  QM: { vdaf: [28.5, 36.5], g: [50, 65] },
};
