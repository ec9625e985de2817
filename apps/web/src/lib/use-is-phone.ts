import { useSyncExternalStore } from 'react';
import { isMobileWidth, RESIZE_THROTTLE_MS, throttle } from './responsive';

const listeners = new Set<() => void>();
let phone = false;

function measure(): boolean {
  return isMobileWidth(document.body.getBoundingClientRect().width);
}

function recheck(): void {
  // A hidden page measures nothing useful; it is measured again when it is shown (SPEC.md §4).
  if (document.hidden) return;
  const next = measure();
  if (next === phone) return;
  phone = next;
  for (const listener of listeners) listener();
}

const onResize = throttle(recheck, RESIZE_THROTTLE_MS);

let firstCheck = 0;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // The render that subscribes has just measured; measuring again here, under the freshly mounted
    // page, would force a layout of all of it. The next frame lays it out anyway, and checks then.
    firstCheck = requestAnimationFrame(recheck);
    window.addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', recheck);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    cancelAnimationFrame(firstCheck);
    onResize.cancel();
    window.removeEventListener('resize', onResize);
    document.removeEventListener('visibilitychange', recheck);
  };
}

function snapshot(): boolean {
  // Before the first subscriber the value is measured on demand, so the first render is already right.
  if (listeners.size === 0) phone = measure();
  return phone;
}

/**
 * Whether the layout is in its phone form: the body is under 992 px wide (SPEC.md §4, §9), rechecked
 * on resize (throttled to 100 ms) and when the page becomes visible. The one breakpoint of the app.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
