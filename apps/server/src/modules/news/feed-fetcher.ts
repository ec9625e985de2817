import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { type FeedErrorKind, httpUrl, PUBLISHED_FROM } from '@coal/contracts';
import Parser from 'rss-parser';
import { type AddressGuard, BlockedAddressError, type CheckedAddress } from './feed-address';
import { MAX_FEED_BYTES } from './feed-limits';

const TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DAY_MS = 86_400_000;
/** Every failure to connect reads the same: which ports answer is nobody's business. */
const COULD_NOT_CONNECT = 'could not connect';

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

/** A failed fetch with the kind the console explains and a detail that quotes nothing the server sent. */
class FeedError extends Error {
  constructor(
    readonly kind: FeedErrorKind,
    detail: string,
  ) {
    super(detail);
  }
}

type ParsedItem = Parser.Item & { 'content:encoded'?: string; author?: string; id?: string };
/**
 * xml2js in async mode parses in chunks with a turn of the event loop between them. One parser per
 * feed: after a parse error, xml2js's async parser never finishes the next document.
 */
const newParser = (): Parser<Record<string, unknown>, ParsedItem> =>
  new Parser({ customFields: { item: ['content:encoded', 'author', 'id'] }, xml2js: { async: true } });

/** One GET to the address that was checked: the request's own lookup answers with it, nothing else. */
function get(url: URL, target: CheckedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup = ((_host, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: 'GET',
        signal,
        lookup,
        headers: {
          accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml, */*',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    request.on('error', (error) => {
      request.destroy();
      reject(error);
    });
    request.end();
  });
}

/** The body, decompressed and counted as it streams: the read stops at the limit, whatever is declared. */
async function readCapped(response: IncomingMessage): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > MAX_FEED_BYTES) throw new FeedError('tooLarge', `${declared} bytes declared`);
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder && encoding !== 'identity') throw new FeedError('malformed', `content encoding ${encoding}`);
  const body: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      total += (chunk as Buffer).length;
      if (total > MAX_FEED_BYTES) throw new FeedError('tooLarge', `more than ${MAX_FEED_BYTES} bytes`);
      chunks.push(chunk as Buffer);
    }
  } finally {
    body.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks);
}

/** Follows redirects itself, checking every hop's address the same way, and reads the feed's body. */
async function download(first: string, guard: AddressGuard): Promise<string> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let url = new URL(first);
  for (let hop = 0; ; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new FeedError('blocked', 'not an http(s) address');
    const target = await guard.resolve(url);
    const response = await get(url, target, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (hop >= MAX_REDIRECTS) throw new FeedError('http', `more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
      continue;
    }
    if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) {
      response.destroy();
      throw new FeedError('http', `HTTP ${response.statusCode}`);
    }
    return (await readCapped(response)).toString('utf8');
  }
}

/** A date a newsroom could mean (1900 to a day ahead); anything else is no date (dated when first seen). */
function dateOf(item: ParsedItem): Date | null {
  const value = item.isoDate ?? item.pubDate;
  if (!value) return null;
  const time = new Date(value).getTime();
  if (Number.isNaN(time) || time < PUBLISHED_FROM || time > Date.now() + DAY_MS) return null;
  return new Date(time);
}

function toItem(item: ParsedItem): FeedItem | null {
  const title = (item.title ?? '').trim();
  if (!title) return null;
  const html = item['content:encoded'] ?? item.content;
  const link = (item.link ?? '').trim();
  return {
    title,
    url: httpUrl.safeParse(link).success ? link : null,
    ...(html ? { html } : { text: item.contentSnippet ?? item.summary ?? '' }),
    author: (item.creator ?? item.author ?? '').trim().slice(0, 100),
    publishedAt: dateOf(item),
    summary: item.contentSnippet ?? item.summary ?? '',
  };
}

/** Parses RSS 0.9/1/2 or Atom; anything else is `malformed` (bad XML) or `notFeed` (XML of another kind). */
export async function parseFeed(xml: string): Promise<FeedItem[]> {
  const trimmed = xml.trim();
  if (!trimmed.startsWith('<')) throw new FeedError('notFeed', trimmed ? 'not XML' : 'empty body');
  let parsed: Parser.Output<ParsedItem>;
  try {
    parsed = await newParser().parseString(trimmed);
  } catch (error) {
    // The parser's words only, up to the first colon: what follows may quote the body.
    const message = ((error as Error).message.split('\n')[0] ?? '').split(':')[0]!.slice(0, 120);
    const kind = /not recognized|Unable to parse/i.test(message) ? 'notFeed' : 'malformed';
    throw new FeedError(kind, message);
  }
  return parsed.items.flatMap((item) => toItem(item) ?? []);
}

/** Fetches and parses one feed; never throws: a failure comes back as its kind and a neutral detail. */
export async function fetchFeed(url: string, guard: AddressGuard): Promise<FeedOutcome> {
  try {
    return { ok: true, items: await parseFeed(await download(url, guard)) };
  } catch (error) {
    if (error instanceof FeedError) return { ok: false, kind: error.kind, detail: error.message };
    if (error instanceof BlockedAddressError)
      return { ok: false, kind: 'blocked', detail: 'internal address, not in FEED_ALLOW_HOSTS' };
    // Refused, reset, timed out, no such host, a TLS failure: one kind, one detail.
    return { ok: false, kind: 'unreachable', detail: COULD_NOT_CONNECT };
  }
}
