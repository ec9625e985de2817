import type { OwnershipEdge } from '../../modules/mine';

export const NO_CONTROLLER = '无实际控制人';

export interface Holding {
  name: string;
  holderType: string;
  percent: number;
}

/**
 * 实际控制人: follow the holder with more than half of each company up the chain; a person, or a company
 * whose own holders are not on record, ends it. No majority at some level means no actual controller.
 * The share is the look-through holding (the product of the chain's percentages).
 */
export function controllerOf(
  holders: readonly Holding[],
  edges: readonly OwnershipEdge[],
): { controller: string; share: number | null } {
  let level = holders;
  let share = 1;
  const seen = new Set<string>();
  for (;;) {
    const major = level.find((h) => h.percent > 50);
    if (!major) return { controller: NO_CONTROLLER, share: null };
    share *= major.percent / 100;
    const above = edges.filter((e) => e.companyName === major.name);
    if (major.holderType === 'person' || above.length === 0 || seen.has(major.name))
      return { controller: major.name, share: Math.round(share * 10_000) / 100 };
    seen.add(major.name);
    level = above.map((e) => ({ name: e.holderName, holderType: e.holderType, percent: e.percent }));
  }
}
