import { userPreferenceParams, userPreferenceResponse, userPreferenceValue } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { PreferencesService } from './preferences.service';

export async function preferencesRoutes(
  app: FastifyInstance,
  { preferences }: { preferences: PreferencesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/preferences/:key',
    {
      schema: {
        tags: ['user'],
        summary: '读取当前用户的一项界面设置（如煤矿台账的列设置）；未保存时为 null',
        params: userPreferenceParams,
        response: { 200: userPreferenceResponse },
      },
    },
    async (request) => ok(request, await preferences.read(request.auth.userId, request.params.key)),
  );

  r.put(
    '/user/preferences/:key',
    {
      schema: {
        tags: ['user'],
        summary: '保存当前用户的一项界面设置；值按该项的格式校验',
        params: userPreferenceParams,
        body: userPreferenceValue,
        response: { 200: userPreferenceResponse },
      },
    },
    async (request) =>
      ok(request, await preferences.save(request.auth.userId, request.params.key, request.body)),
  );
}
