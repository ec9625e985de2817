import { useEffect, useSyncExternalStore } from 'react';

/**
 * Titles claimed by what a page shows rather than by its route (an unknown mine shows the not-found page
 * under the profile's route). Keyed by path: a page kept alive behind another tab keeps its claim
 * without touching the title of the page on screen.
 */
const claims = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While mounted, the page at `path` is titled `title` instead of its route's title. */
export function useClaimPageTitle(path: string, title: string): void {
  useEffect(() => {
    claims.set(path, title);
    notify();
    return () => {
      if (claims.get(path) === title) claims.delete(path);
      notify();
    };
  }, [path, title]);
}

/** The title claimed for `path`, if any. */
export function useClaimedPageTitle(path: string): string | undefined {
  useSyncExternalStore(subscribe, () => version);
  return claims.get(path);
}
