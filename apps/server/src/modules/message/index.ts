import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createMessageRepository } from './message.repository';
import { messageRoutes } from './message.routes';
import { createMessageService } from './message.service';

export {
  createMessageRepository,
  type LocalizedText,
  type MessageRepository,
  type NewMessage,
} from './message.repository';
export { demoMessages } from './demo-messages';

/** The message box of SPEC.md §4. */
export async function messageModule(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(messageRoutes, {
    messages: createMessageService({ messages: createMessageRepository(db) }),
  });
}
