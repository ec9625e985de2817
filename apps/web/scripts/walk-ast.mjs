/** Calls `enter` on every node of an ESTree syntax tree, parents before children. */
export function walkAst(node, enter) {
  if (!node || typeof node.type !== 'string') return;
  enter(node);
  for (const value of Object.values(node))
    if (Array.isArray(value)) for (const item of value) walkAst(item, enter);
    else if (value && typeof value === 'object') walkAst(value, enter);
}
