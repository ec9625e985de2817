import type { EdgeRow, HolderRow, MineHolderRow } from './company.repository';
import { type Holding, isGovernmentBody, majorityChain } from './majority-chain';

/** What a company holds: mines on its own licences, and mines of the companies it holds through majorities. */
export interface Portfolio {
  direct: number[];
  /** Mines of its subsidiaries (down any chain of holdings over 50 %), not its own. */
  through: number[];
  /** The company holding more than half of it, when on record, and its holding %. */
  parent: string | null;
  parentPercent: number | null;
  /**
   * A licence holder's owner group: the outermost group on its majority chain (below any government body),
   * or the holder itself when no company holds more than half of it; null for a group holding no mine itself.
   */
  ownerGroup: string | null;
}

const asHolding = (row: HolderRow): Holding => ({
  name: row.name,
  holderType: row.holderType,
  percent: row.percent,
});

/** Holders of each company above the licence holders, from the ownership edges. */
export function edgesByCompany(edges: readonly EdgeRow[]): Map<string, Holding[]> {
  const byCompany = new Map<string, Holding[]>();
  for (const edge of edges)
    byCompany.set(edge.companyName, [...(byCompany.get(edge.companyName) ?? []), asHolding(edge)]);
  return byCompany;
}

/**
 * Every company's portfolio: each licence holder's mines go to it and to every company on its majority
 * chain (the same chain that names its actual controller) below the first government body, which is the
 * controller rather than a group. A company's own holders are those on the shareholder list of its first
 * mine; further up come the ownership edges.
 */
export function buildPortfolios(
  holders: readonly { id: number; name: string }[],
  mines: readonly { id: number; companyId: number | null }[],
  majorityHolders: readonly MineHolderRow[],
  edges: readonly EdgeRow[],
): Map<string, Portfolio> {
  const above = edgesByCompany(edges);
  const holdersOf = (name: string) => above.get(name) ?? [];
  const nameOf = new Map(holders.map((c) => [c.id, c.name]));
  const firstMajority = new Map<number, Holding>();
  // Rows come lowest mine first: the first row seen is the first mine's.
  for (const row of majorityHolders)
    if (!firstMajority.has(row.companyId)) firstMajority.set(row.companyId, asHolding(row));

  const portfolios = new Map<string, Portfolio>();
  const entry = (name: string) => {
    let p = portfolios.get(name);
    if (!p)
      portfolios.set(
        name,
        (p = { direct: [], through: [], parent: null, parentPercent: null, ownerGroup: null }),
      );
    return p;
  };
  const minesOf = new Map<number, number[]>();
  for (const mine of mines)
    if (mine.companyId !== null)
      minesOf.set(mine.companyId, [...(minesOf.get(mine.companyId) ?? []), mine.id]);

  for (const [companyId, ids] of minesOf) {
    const name = nameOf.get(companyId);
    if (!name) continue;
    const own = entry(name);
    own.direct.push(...ids);
    const first = firstMajority.get(companyId);
    const { links } = majorityChain(first ? [first] : [], holdersOf);
    const state = links.findIndex((l) => isGovernmentBody(l.name));
    const groups = (state < 0 ? links : links.slice(0, state)).filter(
      (l) => l.holderType === 'company' && l.name !== name,
    );
    if (first && groups[0] && links[0]?.name === groups[0].name) {
      own.parent = groups[0].name;
      own.parentPercent = first.percent;
    }
    own.ownerGroup = groups.at(-1)?.name ?? name;
    for (const group of groups) entry(group.name).through.push(...ids);
  }
  // A group's own parent comes from the edges above it.
  for (const [name, p] of portfolios) {
    if (p.parent !== null || p.direct.length) continue;
    const major = holdersOf(name).find(
      (h) => h.percent > 50 && h.holderType === 'company' && !isGovernmentBody(h.name),
    );
    p.parent = major?.name ?? null;
    p.parentPercent = major?.percent ?? null;
  }
  for (const p of portfolios.values()) {
    const own = new Set(p.direct);
    p.through = [...new Set(p.through)].filter((id) => !own.has(id)).sort((a, b) => a - b);
  }
  return portfolios;
}
