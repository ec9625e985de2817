import { messageListBody, messageListResponse, messageReadBody, messageReadResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { MessageService } from './message.service';

export async function messageRoutes(app: FastifyInstance, { messages }: { messages: MessageService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/message/list',
    {
      schema: {
        tags: ['message'],
        summary: '当前用户的消息、通知与待办',
        body: messageListBody,
        response: { 200: messageListResponse },
      },
    },
    async (request) =>
      ok(request, await messages.list(request.auth.userId, request.locale, request.body?.type)),
  );

  r.post(
    '/message/read',
    {
      config: { errors: [404] },
      schema: {
        tags: ['message'],
        summary: '标记为已读',
        body: messageReadBody,
        response: { 200: messageReadResponse },
      },
    },
    async (request) => ok(request, await messages.markRead(request.auth.userId, request.body.ids)),
  );
}
