import type { FastifyInstance } from 'fastify';
import type { MineSnapshots } from '../mine';
import type { MineRiskReader } from './mine-list-index';
import type { NameSearch } from './name-search.service';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

export { createNameSearch, type NameSearch } from './name-search.service';
export type { MineRiskReader } from './mine-list-index';

/** Mine search: the name typeahead, the filtered list and its facet counts. */
export async function searchModule(
  app: FastifyInstance,
  { snapshots, names, risk }: { snapshots: MineSnapshots; names: NameSearch; risk?: MineRiskReader },
) {
  await app.register(searchRoutes, { search: createSearchService({ snapshots, risk }), names });
}
