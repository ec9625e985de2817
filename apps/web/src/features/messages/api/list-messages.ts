import type { MessageKind } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { messageKeys } from './message-keys';

/** Load failures stay silent (SPEC.md §4); only an expired session still raises its dialog. */
export async function listMessages(type?: MessageKind) {
  const res = await request({
    method: 'POST',
    path: '/api/message/list',
    body: type ? { type } : {},
    schema: () => import('./message-schemas').then((m) => m.messageListResponse),
    silent: true,
  });
  return res.data;
}

export const messagesQuery = (type?: MessageKind) =>
  queryOptions({ queryKey: messageKeys.list(type), queryFn: () => listMessages(type) });

export function useMessages(type?: MessageKind) {
  return useQuery(messagesQuery(type));
}
