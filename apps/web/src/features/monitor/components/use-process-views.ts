import type { MonitorData } from '@coal/contracts';
import { useState } from 'react';

export const processKey = (data: MonitorData) => `${data.process.host}:${data.process.pid}`;

/**
 * Behind a load balancer each refresh may be answered by another server process: the latest answer of
 * every process seen is kept, so each one's own figures can be shown, labelled, without mixing them.
 */
export function useProcessViews(latest: MonitorData | undefined) {
  const [views, setViews] = useState<ReadonlyMap<string, MonitorData>>(new Map());
  const [chosen, setChosen] = useState<string | null>(null);
  if (latest && views.get(processKey(latest)) !== latest) {
    const next = new Map(views);
    next.set(processKey(latest), latest);
    setViews(next);
  }
  const answering = latest ? processKey(latest) : null;
  const key = chosen && views.has(chosen) ? chosen : answering;
  const shown = key ? (views.get(key) ?? latest) : undefined;
  return { views, shown, shownKey: key, answering, choose: setChosen };
}
