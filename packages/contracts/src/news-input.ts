import { z } from 'zod';

/** What an article may bring in, checked before any sanitising or scoring (a feed item or an import). */
export const ARTICLE_LIMITS = {
  titleChars: 500,
  htmlChars: 100_000,
  /** Tags of the HTML: the sanitiser spends up to 40 µs on each, and an article has a few hundred. */
  htmlTags: 2_000,
  textChars: 50_000,
  urlChars: 2_000,
} as const;

/** How many tags some HTML opens or closes, counted without parsing it. */
export function tagCount(html: string): number {
  let count = 0;
  for (let i = html.indexOf('<'); i !== -1; i = html.indexOf('<', i + 1)) count += 1;
  return count;
}

/** An http or https address, as a source link or a feed: other schemes (javascript:, data:) never get in. */
export const httpUrl = z.url({ protocol: /^https?$/ }).max(ARTICLE_LIMITS.urlChars);

/** Publication dates a newsroom could mean and PostgreSQL can store: from 1900 to a day after now. */
export const PUBLISHED_FROM = Date.parse('1900-01-01T00:00:00+08:00');
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD HH:mm:ss` is read in Asia/Shanghai (the API's format); anything else as ISO 8601. */
export function parsePublished(value: string, now = Date.now()): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/.exec(value.trim());
  const date = local ? new Date(`${local[1]}T${local[2]}${local[3] ? '' : ':00'}+08:00`) : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time) || time < PUBLISHED_FROM || time > now + DAY_MS) return null;
  // 2026-02-30 would roll over into March: the day must exist as written.
  if (local && new Date(time + 8 * 3_600_000).toISOString().slice(0, 10) !== local[1]) return null;
  return date;
}

export const articleHtml = z
  .string()
  .max(ARTICLE_LIMITS.htmlChars)
  .refine((html) => tagCount(html) <= ARTICLE_LIMITS.htmlTags, {
    params: { key: 'validation.tooManyTags', max: ARTICLE_LIMITS.htmlTags },
  });

export const publishedAt = z
  .string()
  .min(10)
  .max(40)
  .refine((value) => parsePublished(value) !== null, { params: { key: 'validation.publishedRange' } });

/** A calendar day (YYYY-MM-DD) that exists, 1900 to 2100: a filter's bound, never a 500 in the query. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      const year = Number(value.slice(0, 4));
      return (
        !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && year >= 1900 && year <= 2100
      );
    },
    { params: { key: 'validation.calendarDate' } },
  );
