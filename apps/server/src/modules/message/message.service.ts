import { type Message, messageKind, type MessageKind } from '@coal/contracts';
import { formatDateTime } from '../../lib/time';
import type { MessageRepository, MessageRow } from './message.repository';

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

/** The user's message box: messages, notices and to-dos, each the user's own. */
export function createMessageService({
  messages,
}: {
  messages: Pick<MessageRepository, 'list' | 'markRead'>;
}) {
  return {
    async list(userId: number, type?: MessageKind): Promise<Message[]> {
      return (await messages.list(userId, type)).map(toMessage);
    },
    markRead: (userId: number, ids: number[]) => messages.markRead(userId, ids),
  };
}
export type MessageService = ReturnType<typeof createMessageService>;
