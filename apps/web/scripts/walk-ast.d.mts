export function walkAst(node: unknown, enter: (node: { type: string; [key: string]: unknown }) => void): void;
