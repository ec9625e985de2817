import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FeedErrorKind } from '@coal/contracts';
import { type AddressGuard, BlockedAddressError, type CheckedAddress } from './feed-address';
import { decodeFeed } from './feed-charset';
import { FeedError } from './feed-error';
import { type ParsedFeed, parseFeed } from './feed-parse';
import { MAX_FEED_BYTES } from './feed-limits';

const TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Every failure to connect reads the same: which ports answer is nobody's business. */
const COULD_NOT_CONNECT = 'could not connect';

export type { FeedItem } from './feed-parse';

export type FeedOutcome =
  ({ ok: true; charset: string } & ParsedFeed) | { ok: false; kind: FeedErrorKind; detail: string };

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
async function download(
  first: string,
  guard: AddressGuard,
): Promise<{ body: Buffer; contentType: string | undefined }> {
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
    const contentType = response.headers['content-type'];
    return { body: await readCapped(response), contentType };
  }
}

/** Fetches and parses one feed; never throws: a failure comes back as its kind and a neutral detail. */
export async function fetchFeed(url: string, guard: AddressGuard): Promise<FeedOutcome> {
  try {
    const { body, contentType } = await download(url, guard);
    const { text, charset } = decodeFeed(body, contentType);
    return { ok: true, charset, ...(await parseFeed(text)) };
  } catch (error) {
    if (error instanceof FeedError) return { ok: false, kind: error.kind, detail: error.message };
    if (error instanceof BlockedAddressError)
      return { ok: false, kind: 'blocked', detail: 'internal address, not in FEED_ALLOW_HOSTS' };
    // Refused, reset, timed out, no such host, a TLS failure: one kind, one detail.
    return { ok: false, kind: 'unreachable', detail: COULD_NOT_CONNECT };
  }
}
