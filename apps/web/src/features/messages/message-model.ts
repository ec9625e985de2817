import { type Message, MESSAGE_KINDS, type MessageKind } from '@coal/contracts';

export const isUnread = (message: Message): boolean => !message.status;

export function groupByKind(messages: readonly Message[]): Record<MessageKind, Message[]> {
  const groups = Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, [] as Message[]])) as Record<
    MessageKind,
    Message[]
  >;
  for (const message of messages) groups[message.type].push(message);
  return groups;
}

export function unreadIds(messages: readonly Message[]): number[] {
  return messages.filter(isUnread).map((m) => m.id);
}
