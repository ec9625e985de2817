import type { FastifyInstance } from 'fastify';
import type { MineSnapshots } from '../mine';
import type { NameSearch } from './name-search.service';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

export { createNameSearch, type NameSearch } from './name-search.service';

/** Mine search: the name typeahead, the filtered list and its facet counts. */
export async function searchModule(
  app: FastifyInstance,
  { snapshots, names }: { snapshots: MineSnapshots; names: NameSearch },
) {
  await app.register(searchRoutes, { search: createSearchService({ snapshots }), names });
}
