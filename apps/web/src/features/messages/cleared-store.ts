import { create } from 'zustand';

/** Messages the user cleared from the box: hidden locally until the page reloads (SPEC.md §4). */
export const useClearedMessages = create<{ ids: ReadonlySet<number>; clear: (ids: number[]) => void }>(
  (set) => ({
    ids: new Set(),
    clear(ids) {
      set((s) => ({ ids: new Set([...s.ids, ...ids]) }));
    },
  }),
);
