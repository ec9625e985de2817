import { useEffect, useState } from 'react';

/** The element's scroll margin: the sticky bars above it that a jump has to clear. */
function marginOf(el: Element): number {
  return parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
}

/**
 * The id of the last anchor whose top has passed under the sticky bars. Inactive while the page is
 * hidden (kept alive behind another tab), where every box measures zero.
 */
export function useScrollSpy(
  ids: readonly string[],
  root: HTMLElement | null,
  /** The element whose top says an anchor has been reached (a section's heading for its first anchor). */
  probeOf: (id: string) => string = (id) => id,
): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (!root) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (root.offsetParent === null) return;
      let current: string | null = ids[0] ?? null;
      for (const id of ids) {
        const el = document.getElementById(probeOf(id));
        if (!el) continue;
        if (el.getBoundingClientRect().top - marginOf(el) <= 2) current = id;
        else break;
      }
      // At the very end the last anchors can never reach the top: the last one in view wins.
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atEnd && window.scrollY > 0) {
        for (const id of ids) {
          const el = document.getElementById(id);
          if (el && el.getBoundingClientRect().top < window.innerHeight - 48) current = id;
        }
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first look waits for the frame too: measuring in this effect would force a layout of the whole
    // freshly mounted profile in the middle of the task that mounted it.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids, root, probeOf]);
  return active;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
/** The content counts as settled once its size has not changed for this long. */
const QUIET_MS = 700;
/** However busy the page, the anchor is let go after this long. */
const MAX_MS = 10_000;

/**
 * Keeps an anchor at the top while the content around it is still loading and growing, until the
 * content has stayed the same size for a moment or the user scrolls by hand; then calls `onReleased`.
 * `ready` says that everything above the anchor has loaded, so that its place is known.
 */
export function useAlignTo(
  target: string | null,
  /** Changes on every jump, so a second click on the same anchor aligns again. */
  nonce: number,
  ready: boolean,
  content: HTMLElement | null,
  onReleased: () => void,
) {
  useEffect(() => {
    if (!target || !ready || !content) return;
    const el = document.getElementById(target);
    if (!el) return;
    let done = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      if (done) return;
      done = true;
      clearTimeout(quiet);
      clearTimeout(cap);
      observer.disconnect();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
      onReleased();
    };
    const align = () => {
      if (done) return;
      el.scrollIntoView({ block: 'start' });
      clearTimeout(quiet);
      quiet = setTimeout(stop, QUIET_MS);
    };
    const observer = new ResizeObserver(align);
    const cap = setTimeout(stop, MAX_MS);
    align();
    observer.observe(content);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    return () => {
      done = true;
      clearTimeout(quiet);
      clearTimeout(cap);
      observer.disconnect();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
  }, [target, nonce, ready, content, onReleased]);
}
