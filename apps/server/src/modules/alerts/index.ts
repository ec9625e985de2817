import type { FastifyInstance } from 'fastify';
import { alertRoutes } from './alerts.routes';
import type { AlertsService } from './alerts.service';

export { createAlertsService, type AlertsService } from './alerts.service';
export { RECENT_DAYS } from './alert-candidates';

/** Alerts about followed mines into the message box, and each user's choice of kinds. */
export async function alertsModule(app: FastifyInstance, { alerts }: { alerts: AlertsService }) {
  await app.register(alertRoutes, { alerts });
}
