/** One search box for both columns: a code-like word searches the type, anything else the name. */
export function typeSearch(text: string): { dictName?: string; dictType?: string } {
  const word = text.trim();
  if (!word) return {};
  return /^[a-z0-9_]+$/i.test(word) ? { dictType: word } : { dictName: word };
}
