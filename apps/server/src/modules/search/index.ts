import type { FastifyInstance } from 'fastify';
import type { MineSnapshots } from '../mine';
import type { NameSearch } from './name-search.service';
import { registerRoutes } from './register.routes';
import { createRegisterService, type RegisterRiskReader } from './register.service';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

export { createNameSearch, type NameSearch } from './name-search.service';
export type { MineRiskReader } from './mine-list-index';
export type { RegisterRiskReader } from './register.service';

/** Mine search: the name typeahead, the filtered list, its facet counts and the mine register. */
export async function searchModule(
  app: FastifyInstance,
  { snapshots, names, risk }: { snapshots: MineSnapshots; names: NameSearch; risk?: RegisterRiskReader },
) {
  await app.register(searchRoutes, { search: createSearchService({ snapshots, risk }), names });
  await app.register(registerRoutes, { register: createRegisterService({ snapshots, risk }) });
}
