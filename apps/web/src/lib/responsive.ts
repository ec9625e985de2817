/** Below this width the layout switches to its phone form (SPEC.md §9). */
export const MOBILE_BREAKPOINT = 992;
export const RESIZE_THROTTLE_MS = 100;

/** The spec's rule: mobile when the body width minus 1 is under 992 px. */
export function isMobileWidth(bodyWidth: number): boolean {
  return bodyWidth - 1 < MOBILE_BREAKPOINT;
}

/** Runs at most once per `wait` ms, with a trailing call so the last size always counts. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pendingArgs: A | null = null;
  const throttled = (...args: A) => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      last = now;
      fn(...args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(() => {
      timer = null;
      last = Date.now();
      if (pendingArgs) fn(...pendingArgs);
      pendingArgs = null;
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pendingArgs = null;
  };
  return throttled;
}
