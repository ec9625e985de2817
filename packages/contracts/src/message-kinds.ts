// No zod here: the layout's message bell reads the kinds and colours without loading any schema.
export const MESSAGE_KINDS = ['message', 'notice', 'todo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** 0 not started (gray), 1 opened (green), 2 in progress (blue), 3 about to expire (red). */
export const MESSAGE_TYPE_COLORS = ['gray', 'green', 'blue', 'red'] as const;
