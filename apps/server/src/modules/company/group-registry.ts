import type { Executor } from '../../db/client';
import { createCompanyRepository } from './company.repository';
import { buildPortfolios } from './portfolio';

/**
 * Keeps a registry row (name only) for every group the ownership graph makes, so each group's profile has
 * an address, and drops the name-only rows of names that are no longer a group (nor a licence holder).
 * Stores each licence holder's owner group beside it (the pivot and the search group by it), so they
 * name the same groups as the companies page. Runs where holders, shareholders and edges are written (the
 * demo load, an import's commit, a mine edit) and once at start, for stores written before: when nothing
 * changed, it only reads.
 */
export async function syncGroupRows(
  db: Executor,
): Promise<{ added: number; dropped: number; regrouped: number }> {
  const repo = createCompanyRepository(db);
  // One statement after another: the executor may be a transaction's single connection.
  const names = await repo.names();
  const mines = await repo.mineHolders();
  const majority = await repo.majorityHolders();
  const edges = await repo.allEdges();
  // Companies that hold mines, on their own licences or through subsidiaries.
  const portfolios = buildPortfolios(names, mines, majority, edges);
  const holding = new Set(portfolios.keys());
  const known = new Set(names.map((c) => c.name));
  const missing = [...holding].filter((name) => !known.has(name));
  const stale = names.filter((c) => c.nameOnly && !holding.has(c.name)).map((c) => c.id);
  const dropped = stale.length ? await repo.dropUnheld(stale) : 0;
  // Rows added just now hold no mine of their own: their owner group stays null.
  const regroup = names
    .map((c) => ({ id: c.id, before: c.ownerGroup, ownerGroup: portfolios.get(c.name)?.ownerGroup ?? null }))
    .filter((c) => c.ownerGroup !== c.before);
  const regrouped = regroup.length ? await repo.setOwnerGroups(regroup) : 0;
  return { added: missing.length ? await repo.registerGroups(missing) : 0, dropped, regrouped };
}
