import { z } from 'zod';
import { parsePublished } from './published-date';

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
