import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { messageKeys } from './message-keys';

export async function readMessages(ids: number[]) {
  return request({
    method: 'POST',
    path: '/api/message/read',
    body: { ids },
    schema: () => import('./message-schemas').then((m) => m.messageReadResponse),
  });
}

/** Marks messages read, then reloads every message list. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
