import { getInfoResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { UserRepository } from './user.repository';
import { getUserInfo } from './user.service';

export async function userRoutes(
  app: FastifyInstance,
  { users }: { users: Pick<UserRepository, 'findById'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/system/user/getInfo',
    {
      config: { beforePasswordChange: true },
      schema: { tags: ['user'], summary: '当前用户信息', response: { 200: getInfoResponse } },
    },
    async (request) => ok(request, await getUserInfo(users, request.auth)),
  );
}
