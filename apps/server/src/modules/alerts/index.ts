import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { createMessageRepository } from '../message';
import { alertRoutes } from './alerts.routes';
import { createAlertsRepository } from './alerts.repository';
import {
  type AlertsService,
  type AlertsServiceDeps,
  type AlertStore,
  createAlertsService,
} from './alerts.service';

export type { AlertsService } from './alerts.service';
export { RECENT_DAYS } from './alert-candidates';

const storeOf = (db: Executor): AlertStore => ({
  alerts: createAlertsRepository(db),
  messages: createMessageRepository(db),
});

/** Alerts about followed mines; the follows, articles and records come from the modules that own them. */
export function createAlerts(
  db: Db,
  deps: Pick<AlertsServiceDeps, 'follows' | 'news' | 'mines'>,
): AlertsService {
  return createAlertsService({
    ...deps,
    store: storeOf(db),
    transaction: (work) => db.transaction((tx) => work(storeOf(tx))),
  });
}

/** Alerts about followed mines into the message box, and each user's choice of kinds. */
export async function alertsModule(app: FastifyInstance, { alerts }: { alerts: AlertsService }) {
  await app.register(alertRoutes, { alerts });
}
