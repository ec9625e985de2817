import type { FastifyInstance } from 'fastify';
import { profileRoutes } from './profile.routes';
import type { ProfileService } from './profile.service';

export { buildOwnershipGraph, type Holding, withCompanyIds } from './ownership-graph';
export { createProfileService, type ProfileService, type ProfileServiceDeps } from './profile.service';

/** A mine's profile: its header and its sections. */
export async function profileModule(app: FastifyInstance, { profile }: { profile: ProfileService }) {
  await app.register(profileRoutes, { profile });
}
