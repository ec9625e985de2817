import { z } from 'zod';
import { envelopeOf } from './envelope';
import { idValue } from './ids';

export const MESSAGE_KINDS = ['message', 'notice', 'todo'] as const;
export const messageKind = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof messageKind>;

/** 0 not started (gray), 1 opened (green), 2 in progress (blue), 3 about to expire (red). */
export const MESSAGE_TYPE_COLORS = ['gray', 'green', 'blue', 'red'] as const;

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
});
export type Message = z.infer<typeof message>;
export const messageListResponse = envelopeOf(z.array(message));

export const messageReadBody = z.object({ ids: z.array(idValue).min(1).max(500) });
export const messageListBody = z.object({ type: messageKind.optional() }).optional();
export type MessageReadBody = z.infer<typeof messageReadBody>;
