import type { FastifyInstance } from 'fastify';
import { mineHistoryRoutes } from './mine-history.routes';
import type { MineHistoryService } from './mine-history.service';
import { profileRoutes } from './profile.routes';
import type { ProfileService } from './profile.service';

export { buildOwnershipGraph, type Holding, withCompanyIds } from './ownership-graph';
export { createProfileService, type ProfileService, type ProfileServiceDeps } from './profile.service';
export { createMineHistoryService, type MineHistoryService } from './mine-history.service';

/** A mine's profile: its header and its sections, its change history and how it stood on a past day. */
export async function profileModule(
  app: FastifyInstance,
  { profile, history }: { profile: ProfileService; history: MineHistoryService },
) {
  await app.register(profileRoutes, { profile });
  await app.register(mineHistoryRoutes, { history });
}
