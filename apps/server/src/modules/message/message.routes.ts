import { type Message, messageKind, messageListResponse, messageReadBody, okEnvelope } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok, okEmpty } from '../../lib/envelope';
import { formatDateTime } from '../../lib/time';
import { listMessages, markRead, type MessageRow } from './message.repository';

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    type: messageKind.catch('message').parse(row.type),
    messageType: row.messageType,
    title: row.title,
    subTitle: row.subTitle,
    content: row.content,
    time: formatDateTime(row.createdAt),
    avatar: row.avatar,
    status: row.status ? 1 : 0,
  };
}

export async function messageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/message/list',
    {
      schema: {
        tags: ['message'],
        summary: '当前用户的消息、通知与待办',
        body: z.object({ type: messageKind.optional() }).optional(),
        response: { 200: messageListResponse },
      },
    },
    async (request) =>
      ok(request, (await listMessages(db, request.auth.userId, request.body?.type)).map(toMessage)),
  );

  r.post(
    '/message/read',
    {
      schema: {
        tags: ['message'],
        summary: '标记为已读',
        body: messageReadBody,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      await markRead(db, request.auth.userId, request.body.ids);
      return okEmpty(request);
    },
  );
}
