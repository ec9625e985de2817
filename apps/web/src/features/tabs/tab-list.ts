/** A visited page in the tab bar (SPEC.md §3 Tab entry); `title` is an i18n key. */
export interface TabEntry {
  fullPath: string;
  name: string;
  title: string;
  /** Kept alive while open, unless its route says ignoreCache. */
  cache: boolean;
}

/** Adds or refreshes a visit; the same route with another query replaces its old entry. */
export function visit(list: readonly TabEntry[], tab: TabEntry): TabEntry[] {
  const index = list.findIndex((t) => t.name === tab.name);
  if (index === -1) return [...list, tab];
  return list.map((t, i) => (i === index ? tab : t));
}

export type CloseAction = 'current' | 'left' | 'right' | 'others' | 'all';

/**
 * Closes tabs around `fullPath`; the first (affixed) tab always stays. Returns the new list and
 * where to go when the active tab disappeared: the new last tab, as the spec asks.
 */
export function closeTabs(
  list: readonly TabEntry[],
  fullPath: string,
  action: CloseAction,
  activePath: string,
): { list: TabEntry[]; navigateTo: string | null } {
  const index = list.findIndex((t) => t.fullPath === fullPath);
  if (index === -1) return { list: [...list], navigateTo: null };
  const keep = (i: number): boolean => {
    if (i === 0) return true;
    switch (action) {
      case 'current':
        return i !== index;
      case 'left':
        return i >= index;
      case 'right':
        return i <= index;
      case 'others':
        return i === index;
      case 'all':
        return false;
    }
  };
  const next = list.filter((_, i) => keep(i));
  const activeGone = !next.some((t) => t.fullPath === activePath);
  return { list: next, navigateTo: activeGone ? (next[next.length - 1]?.fullPath ?? null) : null };
}
