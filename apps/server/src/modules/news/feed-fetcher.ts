import type { FeedErrorKind } from '@coal/contracts';
import Parser from 'rss-parser';

/** A feed body larger than this is refused before parsing (a feed is a few hundred KB at most). */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

export interface FeedItem {
  title: string;
  url: string | null;
  html?: string;
  text?: string;
  author: string;
  publishedAt: Date | null;
  summary: string;
}

export type FeedOutcome =
  { ok: true; items: FeedItem[] } | { ok: false; kind: FeedErrorKind; detail: string };

/** A failed fetch with the kind the console explains (unreachable, not a feed …) and its technical detail. */
class FeedError extends Error {
  constructor(
    readonly kind: FeedErrorKind,
    detail: string,
  ) {
    super(detail);
  }
}

type ParsedItem = Parser.Item & { 'content:encoded'?: string; author?: string; id?: string };
const parser: Parser<Record<string, unknown>, ParsedItem> = new Parser({
  customFields: { item: ['content:encoded', 'author', 'id'] },
});

async function download(url: string, fetcher: typeof fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetcher(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'follow',
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml, */*' },
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FeedError('unreachable', cause?.code ?? cause?.message ?? (error as Error).message);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError('http', `HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FEED_BYTES) {
    await response.body?.cancel();
    throw new FeedError('tooLarge', `${declared} bytes`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_FEED_BYTES) throw new FeedError('tooLarge', `${body.length} bytes`);
  return body.toString('utf8');
}

function dateOf(item: ParsedItem): Date | null {
  const value = item.isoDate ?? item.pubDate;
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function toItem(item: ParsedItem): FeedItem | null {
  const title = (item.title ?? '').trim();
  if (!title) return null;
  const html = item['content:encoded'] ?? item.content;
  const link = (item.link ?? '').trim();
  return {
    title,
    url: /^https?:\/\//i.test(link) ? link : null,
    ...(html ? { html } : { text: item.contentSnippet ?? item.summary ?? '' }),
    author: (item.creator ?? item.author ?? '').trim().slice(0, 100),
    publishedAt: dateOf(item),
    summary: item.contentSnippet ?? item.summary ?? '',
  };
}

/** Parses RSS 0.9/1/2 or Atom; anything else is `malformed` (bad XML) or `notFeed` (XML of another kind). */
export async function parseFeed(xml: string): Promise<FeedItem[]> {
  const trimmed = xml.trim();
  if (!trimmed.startsWith('<')) throw new FeedError('notFeed', trimmed.slice(0, 60) || 'empty body');
  let parsed: Parser.Output<ParsedItem>;
  try {
    parsed = await parser.parseString(trimmed);
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? '';
    const kind = /not recognized|Unable to parse/i.test(message) ? 'notFeed' : 'malformed';
    throw new FeedError(kind, message);
  }
  return parsed.items.flatMap((item) => toItem(item) ?? []);
}

/** Fetches and parses one feed; never throws: a failure comes back as its kind and detail. */
export async function fetchFeed(url: string, fetcher: typeof fetch = fetch): Promise<FeedOutcome> {
  try {
    return { ok: true, items: await parseFeed(await download(url, fetcher)) };
  } catch (error) {
    if (error instanceof FeedError)
      return { ok: false, kind: error.kind, detail: error.message.slice(0, 300) };
    return { ok: false, kind: 'malformed', detail: String((error as Error).message ?? error).slice(0, 300) };
  }
}
