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
 */
export function buildOwnershipGraph(
  mine: { id: number; name: string },
  company: string | null,
  holdingsOf: (companyName: string) => Holding[],
): { nodes: Node[]; edges: Edge[] } {
  const mineNode = `m:${mine.id}`;
  const nodes = new Map<string, Node>([
    [mineNode, { id: mineNode, name: mine.name, kind: 'mine', percent: null }],
  ]);
  const edges: Edge[] = [];
  if (!company) return { nodes: [...nodes.values()], edges };
  const root = nodeId('company', company);
  nodes.set(root, { id: root, name: company, kind: 'company', percent: 100 });
  edges.push({ source: root, target: mineNode, percent: 100 });

  let frontier: { name: string; share: number }[] = [{ name: company, share: 100 }];
  const seen = new Set([company]);
  for (let depth = 0; depth < GRAPH_DEPTH && frontier.length; depth++) {
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
