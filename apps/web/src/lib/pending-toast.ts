/**
 * A success notice raised where it cannot be shown (signing in or out crosses between pages with and
 * without Ant Design) and shown once by the next page.
 */
let pending: string | null = null;

export function raiseAfterNavigation(text: string): void {
  pending = text;
}

/** The waiting notice, left in place (render may run twice); `clearPendingToast` once shown. */
export function peekPendingToast(): string | null {
  return pending;
}

export function clearPendingToast(): void {
  pending = null;
}
