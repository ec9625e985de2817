import { provinceOverviewResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/json-cache';
import type { PortalService } from './portal.service';

export async function portalRoutes(app: FastifyInstance, { portal }: { portal: PortalService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/portal/overview',
    {
      // The home portal is open without sign-in (SPEC.md: index needs no auth).
      config: { public: true },
      schema: {
        tags: ['portal'],
        summary: '全省煤矿概况（按状态、按市州）',
        response: { 200: provinceOverviewResponse },
      },
    },
    async (request, reply) => sendJson(request, reply, await portal.overviewJson(request.locale)),
  );
}
