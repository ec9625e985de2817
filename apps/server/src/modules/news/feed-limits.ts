import { ARTICLE_LIMITS, tagCount } from '@coal/contracts';
import type { FeedItem } from './feed-fetcher';

/** A feed body larger than this is refused while it streams (a feed is a few hundred KB at most). */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** Items one run stores at most; a feed lists its newest first, the rest wait for the next runs. */
export const MAX_ITEMS_PER_RUN = 500;

/** Whether an item is larger than an imported article may be (its title, HTML, tags or text). */
export function isTooLarge(item: FeedItem): boolean {
  if (item.title.length > ARTICLE_LIMITS.titleChars) return true;
  if (item.summary.length > ARTICLE_LIMITS.textChars) return true;
  if (item.text !== undefined && item.text.length > ARTICLE_LIMITS.textChars) return true;
  if (item.html === undefined) return false;
  return item.html.length > ARTICLE_LIMITS.htmlChars || tagCount(item.html) > ARTICLE_LIMITS.htmlTags;
}

/** The items a run takes, and how many it leaves out and why: counted, so the admin sees them. */
export function withinLimits(items: FeedItem[]): { items: FeedItem[]; tooLarge: number; overLimit: number } {
  const fitting = items.filter((item) => !isTooLarge(item));
  const taken = fitting.slice(0, MAX_ITEMS_PER_RUN);
  return {
    items: taken,
    tooLarge: items.length - fitting.length,
    overLimit: fitting.length - taken.length,
  };
}
