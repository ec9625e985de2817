import { z } from 'zod';
import { envelopeOf } from './envelope';
import { idValue } from './ids';
import { MESSAGE_KINDS } from './message-kinds';

export const messageKind = z.enum(MESSAGE_KINDS);

export const message = z.object({
  id: z.number().int(),
  type: messageKind,
  messageType: z.number().int().min(0).max(3).nullable(),
  title: z.string(),
  subTitle: z.string(),
  content: z.string(),
  time: z.string(),
  avatar: z.string(),
  /** 1 read, 0 unread: an item is unread when status is falsy. */
  status: z.number().int().min(0).max(1),
  /** The console page the message is about (a feedback thread), empty when none. */
  link: z.string(),
});
export type Message = z.infer<typeof message>;
export const messageListResponse = envelopeOf(z.array(message));

export const messageReadBody = z.object({ ids: z.array(idValue).min(1).max(500) });
export const messageListBody = z.object({ type: messageKind.optional() }).optional();
export type MessageReadBody = z.infer<typeof messageReadBody>;

/** How many of the ids were the caller's and are now read, and which ids are not the caller's messages. */
export const messageReadData = z.object({
  updated: z.number().int(),
  notFound: z.array(z.number().int()),
});
export type MessageReadData = z.infer<typeof messageReadData>;
export const messageReadResponse = envelopeOf(messageReadData);
