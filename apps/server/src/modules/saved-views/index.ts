import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { createSavedViewRepository } from './saved-views.repository';
import { savedViewRoutes } from './saved-views.routes';
import { createSavedViewService } from './saved-views.service';

/** Named page states each user saves and opens again: pivots, analyses, register queries. */
export async function savedViewsModule(app: FastifyInstance, { db }: { db: Executor }) {
  const views = createSavedViewService({ views: createSavedViewRepository(db) });
  await app.register(savedViewRoutes, { views });
}
