import type { FeedErrorKind } from '@coal/contracts';

/** A failed fetch with the kind the console explains and a detail that quotes nothing the server sent. */
export class FeedError extends Error {
  constructor(
    readonly kind: FeedErrorKind,
    detail: string,
  ) {
    super(detail);
  }
}
