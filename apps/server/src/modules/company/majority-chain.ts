export const NO_CONTROLLER = '无实际控制人';

/**
 * A government body (a SASAC, a people's government, a bureau) ends a company's group: what it holds is
 * the state's, so it is the group's actual controller, not a group itself.
 */
export const isGovernmentBody = (name: string) => /(委员会|政府|厅|局)$/.test(name);

export interface Holding {
  name: string;
  holderType: string;
  percent: number;
}

export interface ChainLink {
  name: string;
  holderType: string;
  /** Look-through holding of the company at the chain's foot, a fraction 0–1. */
  share: number;
}

/**
 * The majority chain above a company: the holder with more than half of it, that holder's own holder
 * with more than half, and so on. A person, a company whose holders are not on record, or a cycle ends
 * it; `majority` is false when some level has no holder with more than half (no actual controller).
 */
export function majorityChain(
  holders: readonly Holding[],
  holdersOf: (companyName: string) => readonly Holding[],
): { links: ChainLink[]; majority: boolean } {
  const links: ChainLink[] = [];
  let level = holders;
  let share = 1;
  const seen = new Set<string>();
  for (;;) {
    const major = level.find((h) => h.percent > 50);
    if (!major) return { links, majority: false };
    share *= major.percent / 100;
    links.push({ name: major.name, holderType: major.holderType, share });
    const above = holdersOf(major.name);
    if (major.holderType === 'person' || above.length === 0 || seen.has(major.name))
      return { links, majority: true };
    seen.add(major.name);
    level = above;
  }
}

/**
 * 实际控制人: the end of the majority chain through the holders (and the holders above them), with its
 * look-through holding in %; no majority at some level means no actual controller.
 */
export function controllerThrough(
  holders: readonly Holding[],
  holdersOf: (companyName: string) => readonly Holding[],
): { controller: string; share: number | null } {
  const { links, majority } = majorityChain(holders, holdersOf);
  const last = links.at(-1);
  if (!majority || !last) return { controller: NO_CONTROLLER, share: null };
  return { controller: last.name, share: Math.round(last.share * 10_000) / 100 };
}

/** The actual controller through the holders and the ownership edges above them. */
export function controllerOf(
  holders: readonly Holding[],
  edges: readonly { holderName: string; holderType: string; companyName: string; percent: number }[],
): { controller: string; share: number | null } {
  return controllerThrough(holders, (name) =>
    edges
      .filter((e) => e.companyName === name)
      .map((e) => ({ name: e.holderName, holderType: e.holderType, percent: e.percent })),
  );
}
