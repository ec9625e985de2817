import type { FastifyInstance } from 'fastify';
import type { ChangeBus } from '../../lib/change-bus';
import type { DeskService } from '../desk';
import type { MineRepository } from '../mine';
import type { RiskLabelReader } from '../risk';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

/** A mine's profile: its header and its sections. */
export async function profileModule(
  app: FastifyInstance,
  {
    mines,
    desk,
    bus,
    risk,
  }: { mines: MineRepository; desk: DeskService; bus: ChangeBus; risk: RiskLabelReader },
) {
  await app.register(profileRoutes, { profile: createProfileService({ mines, desk, bus, risk }) });
}
