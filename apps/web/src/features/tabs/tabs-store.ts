import { create } from 'zustand';
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

export const useTabsStore = create<TabsState>((set, get) => ({
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
}));
