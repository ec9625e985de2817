import type { Dataset } from './generate';
import { datasetViolations, RULES, violations } from './invariants';

/** Rows a dataset writes: mines, their table rows, their documents and the ownership edges. */
export function rowCount(dataset: Dataset): number {
  let rows = dataset.edges.length;
  for (const m of dataset.mines) {
    rows += 1 + Object.keys(m.documents).length;
    for (const list of Object.values(m.children)) rows += list.length;
  }
  return rows;
}

/** The invariant violations of every rule over the whole dataset (issue 12's target: none). */
export function violationCounts(dataset: Dataset): { rule: number; title: string; count: number }[] {
  const ctx = { referenceDate: dataset.referenceDate, edges: dataset.edges };
  return [
    ...RULES.map((rule) => ({
      rule: rule.id,
      title: rule.title,
      count: violations(dataset.mines, rule.id, ctx).length,
    })),
    { rule: 0, title: 'names and texts across the province', count: datasetViolations(dataset.mines).length },
  ];
}
