import { alertSettingsBody, alertSettingsResponse, envelopeOf } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { AlertsService } from './alerts.service';

export async function alertRoutes(app: FastifyInstance, { alerts }: { alerts: AlertsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/alerts/settings',
    {
      schema: {
        tags: ['alerts'],
        summary: '当前用户接收的预警类别（关注煤矿的负面资讯、处罚、事故、失信、证照到期）',
        response: { 200: alertSettingsResponse },
      },
    },
    async (request) => ok(request, await alerts.settings(request.auth.userId)),
  );

  r.put(
    '/alerts/settings',
    {
      schema: {
        tags: ['alerts'],
        summary: '设置接收的预警类别',
        body: alertSettingsBody,
        response: { 200: alertSettingsResponse },
      },
    },
    async (request) => ok(request, await alerts.saveSettings(request.auth.userId, request.body.enabled)),
  );

  r.post(
    '/alerts/run',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['alerts'],
        summary: '立即运行预警任务（每个事件对每个用户只提醒一次）',
        response: { 200: envelopeOf(z.object({ created: z.number().int() })) },
      },
    },
    async (request) => ok(request, { created: await alerts.scan() }),
  );
}
