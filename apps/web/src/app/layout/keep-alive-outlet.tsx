import { type ReactNode, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useTabsStore } from '@/features/tabs/tabs-store';
import { useCurrentRoute } from './use-current-route';

// A page is kept by its path: a new query (a search page's filters, a settings tab) updates the mounted
// page instead of mounting a fresh one.
const pathOf = (fullPath: string): string => fullPath.split(/[?#]/)[0] ?? fullPath;

/**
 * Renders the current page and keeps the pages of open tabs mounted but hidden, so going back to a
 * tab keeps its state; routes marked ignoreCache are rebuilt on every visit.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const route = useCurrentRoute();
  const tabs = useTabsStore((s) => s.tabs);
  const reloadKeys = useTabsStore((s) => s.reloadKeys);
  const current = location.pathname;
  const cacheable = route ? !route.meta.ignoreCache && !route.meta.noAffix : false;
  const [cache, setCache] = useState<Record<string, ReactNode>>({});

  // Derived state, updated during render: add the page we are on, drop pages whose tab was closed.
  const open = new Set(tabs.filter((tab) => tab.cache).map((tab) => pathOf(tab.fullPath)));
  const stale = Object.keys(cache).filter((key) => key !== current && !open.has(key));
  if ((cacheable && !(current in cache)) || stale.length > 0) {
    const next = { ...cache };
    for (const key of stale) delete next[key];
    if (cacheable) next[current] = outlet;
    setCache(next);
  }

  const keys = cacheable ? Object.keys(cache) : [...Object.keys(cache), current];
  if (cacheable && !keys.includes(current)) keys.push(current);
  const reloadKey = (key: string) => {
    const tab = tabs.find((t) => pathOf(t.fullPath) === key);
    return reloadKeys[tab?.fullPath ?? key] ?? 0;
  };
  return (
    <>
      {keys.map((key) => (
        <div key={`${key}#${reloadKey(key)}`} className="keep-alive" hidden={key !== current}>
          {key === current ? outlet : cache[key]}
        </div>
      ))}
    </>
  );
}
