/**
 * A notice raised where it cannot be shown (signing in or out crosses between pages with and without
 * Ant Design; a page the role may not open redirects before anything renders) and shown once by the
 * next page.
 */
export interface PendingNotice {
  text: string;
  type: 'success' | 'warning';
}

let pending: PendingNotice | null = null;

export function raiseAfterNavigation(text: string, type: PendingNotice['type'] = 'success'): void {
  pending = { text, type };
}

/** The waiting notice, left in place (render may run twice); `clearPendingToast` once shown. */
export function peekPendingToast(): PendingNotice | null {
  return pending;
}

export function clearPendingToast(): void {
  pending = null;
}
