import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type CloseAction, closeTabs, type TabEntry, visit } from './tab-list';

interface TabsState {
  tabs: TabEntry[];
  /** Bumped per tab to remount a kept-alive page ("reload"). */
  reloadKeys: Record<string, number>;
  visit: (tab: TabEntry) => void;
  close: (fullPath: string, action: CloseAction, activePath: string) => string | null;
  reload: (fullPath: string) => void;
  reset: (first: TabEntry) => void;
}

/** The browser tab's visited pages outlive a full reload, and end with the browser tab (session storage). */
export const TABS_STORAGE_KEY = 'tabs';

export const useTabsStore = create<TabsState>()(
  persist(
    (set, get) => ({
      tabs: [],
      reloadKeys: {},
      visit(tab) {
        set((s) => ({ tabs: visit(s.tabs, tab) }));
      },
      close(fullPath, action, activePath) {
        const result = closeTabs(get().tabs, fullPath, action, activePath);
        set({ tabs: result.list });
        return result.navigateTo;
      },
      reload(fullPath) {
        set((s) => ({ reloadKeys: { ...s.reloadKeys, [fullPath]: (s.reloadKeys[fullPath] ?? 0) + 1 } }));
      },
      reset(first) {
        set({ tabs: [first], reloadKeys: {} });
      },
    }),
    {
      name: TABS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      // Only the list: remount counters mean nothing to pages not yet mounted again.
      partialize: (state) => ({ tabs: state.tabs }),
      merge: (persisted, current) => ({ ...current, tabs: validTabs(persisted) }),
    },
  ),
);

/** What session storage held, kept only if it still looks like a tab list (another build may have written it). */
function validTabs(persisted: unknown): TabEntry[] {
  const tabs = (persisted as { tabs?: unknown } | null)?.tabs;
  if (!Array.isArray(tabs)) return [];
  return tabs.filter(
    (tab): tab is TabEntry =>
      typeof tab === 'object' &&
      tab !== null &&
      typeof (tab as TabEntry).fullPath === 'string' &&
      (tab as TabEntry).fullPath.startsWith('/') &&
      typeof (tab as TabEntry).name === 'string' &&
      typeof (tab as TabEntry).title === 'string' &&
      typeof (tab as TabEntry).cache === 'boolean',
  );
}
