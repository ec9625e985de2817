import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` (a CSS margin, as IntersectionObserver's rootMargin) of
 * the screen, or `now` has been true (printing); once true it stays true. An element in a hidden tab
 * never comes near.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin: string, now = false): boolean {
  const [near, setNear] = useState(now);
  // Adjusted while rendering, so the first render with `now` already counts as near.
  if (now && !near) setNear(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
