import type { z } from 'zod';
import type { graphEdge, graphNode } from '@coal/contracts';

type Node = z.infer<typeof graphNode>;
type Edge = z.infer<typeof graphEdge>;

export interface Holding {
  holderName: string;
  holderType: 'company' | 'person';
  companyName: string;
  percent: number;
}

/** How far up the chain of holders the graph looks. */
export const GRAPH_DEPTH = 3;

const nodeId = (kind: 'company' | 'person', name: string) => `${kind === 'person' ? 'p' : 'c'}:${name}`;

/**
 * The look-through graph: mine → its mining-rights holder → that company's shareholders → theirs.
 * Each holder's percent is its cumulative share of the holder company, the product along the path.
 * Without a mine the graph starts at the company (a company's own profile).
 */
export function buildOwnershipGraph(
  mine: { id: number; name: string } | null,
  company: string | null,
  holdingsOf: (companyName: string) => Holding[],
  levels = GRAPH_DEPTH,
): { nodes: Node[]; edges: Edge[] } {
  const mineNode = mine ? `m:${mine.id}` : null;
  const nodes = new Map<string, Node>(
    mine && mineNode ? [[mineNode, { id: mineNode, name: mine.name, kind: 'mine', percent: null }]] : [],
  );
  const edges: Edge[] = [];
  if (!company) return { nodes: [...nodes.values()], edges };
  const root = nodeId('company', company);
  nodes.set(root, { id: root, name: company, kind: 'company', percent: 100 });
  if (mineNode) edges.push({ source: root, target: mineNode, percent: 100 });

  let frontier: { name: string; share: number }[] = [{ name: company, share: 100 }];
  const seen = new Set([company]);
  for (let depth = 0; depth < levels && frontier.length; depth++) {
    const next: typeof frontier = [];
    for (const owned of frontier) {
      for (const holding of holdingsOf(owned.name)) {
        const id = nodeId(holding.holderType, holding.holderName);
        const share = (owned.share * holding.percent) / 100;
        const existing = nodes.get(id);
        // A holder reached by two paths holds the sum of both.
        const cumulative = Math.round(((existing?.percent ?? 0) + share) * 100) / 100;
        nodes.set(id, { id, name: holding.holderName, kind: holding.holderType, percent: cumulative });
        edges.push({ source: id, target: nodeId('company', owned.name), percent: holding.percent });
        if (holding.holderType === 'company' && !seen.has(holding.holderName)) {
          seen.add(holding.holderName);
          next.push({ name: holding.holderName, share });
        }
      }
    }
    frontier = next;
  }
  return { nodes: [...nodes.values()], edges };
}

/** Company nodes of companies on record carry their id, so the graph links to their profiles. */
export function withCompanyIds(
  graph: { nodes: Node[]; edges: Edge[] },
  ids: ReadonlyMap<string, number>,
): { nodes: Node[]; edges: Edge[] } {
  return {
    nodes: graph.nodes.map((n) => (n.kind === 'company' ? { ...n, companyId: ids.get(n.name) ?? null } : n)),
    edges: graph.edges,
  };
}
