import type { Random } from './random';

/**
 * Book values (万元) by kind of asset, and by item where one kind spans very different things: a
 * trademark costs its registration and little more, an explosion-proof rubber-tyred vehicle tens of 万,
 * a set of shield supports for one longwall thousands.
 */
const BY_KIND: Record<string, readonly [number, number]> = {
  土地使用权: [300, 5000],
  房产: [200, 3000],
  设备: [80, 8000],
  车辆: [10, 90],
  商标: [0.5, 30],
  专利: [1, 50],
};
const BY_ITEM: Record<string, readonly [number, number]> = {
  综采液压支架: [1500, 8000],
  采煤机: [300, 1500],
  主通风机: [80, 500],
  带式输送机: [100, 800],
  瓦斯抽采泵站: [100, 600],
  井下防爆胶轮车: [15, 80],
  矿用运输车: [10, 60],
  应急救援车: [20, 90],
};

/** The range an asset's value must lie in: the item's where it has one, else the kind's. */
export function assetValueRange(kind: string, name: string): readonly [number, number] | null {
  return BY_ITEM[name] ?? BY_KIND[kind] ?? null;
}

/** A value spread evenly on a log scale, so small values are as common as their range suggests. */
export function assetValue(r: Random, kind: string, name: string): number {
  const [lo, hi] = assetValueRange(kind, name) ?? [10, 100];
  return Math.round(Math.exp(r.range(Math.log(lo), Math.log(hi))) * 10) / 10;
}
