import type { MessageKind } from '@coal/contracts';

export const messageKeys = {
  all: ['messages'] as const,
  list: (type?: MessageKind) => [...messageKeys.all, 'list', type ?? 'all'] as const,
};
