import type { Executor } from '../../db/client';
import { createCompanyRepository } from './company.repository';
import { buildPortfolios } from './portfolio';

/**
 * Keeps a registry row (name only) for every group the ownership graph makes, so each group's profile has
 * an address, and drops the name-only rows of names that are no longer a group (nor a licence holder).
 * Runs where holders, shareholders and edges are written (the demo load, an import's commit, a mine
 * edit) and once at start, for stores written before: reading the companies writes nothing.
 */
export async function syncGroupRows(db: Executor): Promise<{ added: number; dropped: number }> {
  const repo = createCompanyRepository(db);
  // One statement after another: the executor may be a transaction's single connection.
  const names = await repo.names();
  const mines = await repo.mineHolders();
  const majority = await repo.majorityHolders();
  const edges = await repo.allEdges();
  // Companies that hold mines, on their own licences or through subsidiaries.
  const holding = new Set(buildPortfolios(names, mines, majority, edges).keys());
  const known = new Set(names.map((c) => c.name));
  const missing = [...holding].filter((name) => !known.has(name));
  const stale = names.filter((c) => c.nameOnly && !holding.has(c.name)).map((c) => c.id);
  const dropped = stale.length ? await repo.dropUnheld(stale) : 0;
  return { added: missing.length ? await repo.registerGroups(missing) : 0, dropped };
}
