import type { MessageInstance } from 'antd/es/message/interface';

/** A toast: its text (or Ant Design's config object) and, optionally, how many seconds it stays. */
type Toast = (content: Parameters<MessageInstance['success']>[0], seconds?: number) => void;
export interface Toasts {
  success: Toast;
  error: Toast;
  warning: Toast;
}
type Kind = keyof Toasts;

export interface DeferredToasts {
  toasts: Toasts;
  /** Shows the toasts that waited, in order, and every later one at once. */
  attach: (api: MessageInstance) => void;
  /** Forgets the toasts that waited (their code could not be loaded). */
  drop: () => void;
}

/** Toasts usable before Ant Design's toast code has arrived: `wanted` is called for each that must wait. */
export function deferredToasts(wanted: () => void): DeferredToasts {
  let api: MessageInstance | null = null;
  let waiting: { kind: Kind; args: Parameters<Toast> }[] = [];
  const show =
    (kind: Kind): Toast =>
    (...args) => {
      if (api) {
        void api[kind](...args);
        return;
      }
      waiting.push({ kind, args });
      wanted();
    };
  return {
    toasts: { success: show('success'), error: show('error'), warning: show('warning') },
    attach: (next) => {
      api = next;
      const ready = waiting;
      waiting = [];
      for (const { kind, args } of ready) void next[kind](...args);
    },
    drop: () => {
      waiting = [];
    },
  };
}
