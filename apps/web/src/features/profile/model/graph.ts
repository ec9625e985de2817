import type { SubsectionData } from '@coal/contracts';

export type GraphData = Extract<SubsectionData, { kind: 'graph' }>;
export type GraphNodeKind = GraphData['nodes'][number]['kind'];

/** The node itself and every node one edge away from it. */
export function neighbourhood(graph: Pick<GraphData, 'edges'>, id: string): Set<string> {
  const near = new Set([id]);
  for (const edge of graph.edges) {
    if (edge.source === id) near.add(edge.target);
    if (edge.target === id) near.add(edge.source);
  }
  return near;
}

/** Distance (in edges, ignoring direction) of every node from the root; unreachable nodes get the deepest layer + 1. */
export function depths(graph: Pick<GraphData, 'nodes' | 'edges'>, rootId: string): Map<string, number> {
  const depth = new Map<string, number>([[rootId, 0]]);
  let frontier = [rootId];
  while (frontier.length) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const other of neighbourhood(graph, id)) {
        if (depth.has(other)) continue;
        depth.set(other, (depth.get(id) ?? 0) + 1);
        next.push(other);
      }
    }
    frontier = next;
  }
  const deepest = Math.max(0, ...depth.values());
  for (const node of graph.nodes) if (!depth.has(node.id)) depth.set(node.id, deepest + 1);
  return depth;
}

export const SYMBOLS: Record<GraphNodeKind, { symbol: string; size: number | [number, number] }> = {
  mine: { symbol: 'roundRect', size: [64, 32] },
  company: { symbol: 'rect', size: [44, 44] },
  person: { symbol: 'circle', size: 38 },
};
export const CATEGORY_ORDER: readonly GraphNodeKind[] = ['mine', 'company', 'person'];

export interface GraphNodeView {
  id: string;
  name: string;
  kind: GraphNodeKind;
  percent: number | null;
  x: number;
  y: number;
  faded: boolean;
}
export interface GraphEdgeView {
  source: string;
  target: string;
  percent: number;
  label: string;
  faded: boolean;
}

const ROW = 130;
const COLUMN = 150;

/**
 * A layered look-through layout: the mine at the bottom, its company above it, each shareholder layer
 * higher up; with a focused node, everything outside its direct neighbourhood is faded.
 */
export function buildGraphView(
  graph: GraphData,
  focusId: string | null,
): { nodes: GraphNodeView[]; edges: GraphEdgeView[] } {
  const root = graph.nodes.find((n) => n.kind === 'mine') ?? graph.nodes[0];
  if (!root) return { nodes: [], edges: [] };
  const depth = depths(graph, root.id);
  const layers = new Map<number, string[]>();
  for (const node of graph.nodes) {
    const d = depth.get(node.id) ?? 0;
    layers.set(d, [...(layers.get(d) ?? []), node.id]);
  }
  const position = new Map<string, { x: number; y: number }>();
  for (const [d, ids] of layers) {
    ids.forEach((id, i) => position.set(id, { x: (i - (ids.length - 1) / 2) * COLUMN, y: -d * ROW }));
  }
  const near = focusId ? neighbourhood(graph, focusId) : null;
  return {
    nodes: graph.nodes.map((node) => ({
      id: node.id,
      name: node.name,
      kind: node.kind,
      percent: node.percent,
      ...(position.get(node.id) ?? { x: 0, y: 0 }),
      faded: near !== null && !near.has(node.id),
    })),
    edges: graph.edges.map((edge) => ({
      ...edge,
      label: `${formatPercent(edge.percent)}%`,
      faded: focusId !== null && edge.source !== focusId && edge.target !== focusId,
    })),
  };
}

export function formatPercent(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Long company names are shortened on the canvas; the tooltip shows them whole. */
export function shortName(name: string, max = 10): string {
  return [...name].length > max ? `${[...name].slice(0, max - 1).join('')}…` : name;
}
