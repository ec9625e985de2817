import { type Message, messageKind, type MessageKind, type MessageReadData } from '@coal/contracts';
import { NotFoundError } from '../../lib/errors';
import { isMessageKey, type Locale, t } from '../../lib/i18n';
import { formatDateTime } from '../../lib/time';
import type { MessageRepository, MessageRow } from './message.repository';

/** Title and content in the reader's language when the row names catalog keys; as stored otherwise. */
function textOf(row: MessageRow, locale: Locale): { title: string; subTitle: string; content: string } {
  const localized = row.localized;
  if (!localized || !isMessageKey(localized.title) || !isMessageKey(localized.content))
    return { title: row.title, subTitle: row.subTitle, content: row.content };
  const subTitle = localized.subTitle;
  return {
    title: t(locale, localized.title, localized.params),
    subTitle: subTitle && isMessageKey(subTitle) ? t(locale, subTitle, localized.params) : row.subTitle,
    content: t(locale, localized.content, localized.params),
  };
}

function toMessage(row: MessageRow, locale: Locale): Message {
  return {
    id: row.id,
    type: messageKind.catch('message').parse(row.type),
    messageType: row.messageType,
    ...textOf(row, locale),
    time: formatDateTime(row.createdAt),
    avatar: row.avatar,
    status: row.status ? 1 : 0,
    link: row.link,
  };
}

/** The user's message box: messages, notices and to-dos, each the user's own, in the reader's language. */
export function createMessageService({
  messages,
}: {
  messages: Pick<MessageRepository, 'list' | 'markRead'>;
}) {
  return {
    async list(userId: number, locale: Locale, type?: MessageKind): Promise<Message[]> {
      return (await messages.list(userId, type)).map((row) => toMessage(row, locale));
    },
    /**
     * Marks the caller's messages among `ids` read and names the others (someone else's or none at all)
     * as not found, never saying whose they are; 404 when not one of them is the caller's.
     */
    async markRead(userId: number, ids: number[]): Promise<MessageReadData> {
      const updated = new Set(await messages.markRead(userId, ids));
      const notFound = [...new Set(ids)].filter((id) => !updated.has(id));
      if (!updated.size) throw new NotFoundError('message.notFound', { ids: notFound.join(', ') });
      return { updated: updated.size, notFound };
    },
  };
}
export type MessageService = ReturnType<typeof createMessageService>;
