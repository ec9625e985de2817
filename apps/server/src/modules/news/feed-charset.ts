import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { FeedError } from './feed-error';

const BOMS: [bytes: number[], charset: string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];
/** Labels iconv-lite reads under another name: GB2312 pages are GBK in practice, GBK a subset of GB18030. */
const SUPERSETS: Record<string, string> = {
  gb2312: 'gb18030',
  gbk: 'gb18030',
  'x-gbk': 'gb18030',
  cp936: 'gb18030',
  'big5-hkscs': 'big5hkscs',
  'us-ascii': 'utf-8',
  ascii: 'utf-8',
};

function bomOf(body: Buffer): { charset: string; length: number } | null {
  for (const [bytes, charset] of BOMS)
    if (bytes.every((byte, i) => body[i] === byte)) return { charset, length: bytes.length };
  return null;
}

/** `charset=` of a Content-Type header, without quotes; null when absent. */
export function headerCharset(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*["']?([A-Za-z0-9._:-]+)/i.exec(contentType ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/** `encoding=` of the XML declaration, read from the first bytes as ASCII; null when absent. */
export function declaredCharset(body: Buffer): string | null {
  const head = body.subarray(0, 512).toString('latin1');
  const match = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The feed's text. Trust goes to the HTTP charset, then the XML declaration, then UTF-8. A byte-order
 * mark outranks both: it is part of the bytes themselves, while a header charset is often a server-wide
 * default (the XML specification's appendix F and the WHATWG decoding algorithm decide the same way).
 * An unknown charset, or bytes that are not valid in the chosen one, is refused: never stored garbled.
 */
export function decodeFeed(body: Buffer, contentType: string | undefined): { text: string; charset: string } {
  const bom = bomOf(body);
  const label = bom?.charset ?? headerCharset(contentType) ?? declaredCharset(body) ?? 'utf-8';
  const charset = SUPERSETS[label] ?? label;
  const bytes = bom ? body.subarray(bom.length) : body;
  if (charset === 'utf-8' || charset === 'utf8') {
    if (!isUtf8(bytes)) throw new FeedError('encoding', `bytes not valid in ${label}`);
    return { text: bytes.toString('utf8'), charset: 'utf-8' };
  }
  if (!iconv.encodingExists(charset))
    throw new FeedError('encoding', `unknown charset ${label.slice(0, 40)}`);
  const text = iconv.decode(bytes, charset);
  // iconv-lite writes U+FFFD for bytes it cannot map: a body with any is in another charset than it says.
  if (text.includes('\uFFFD')) throw new FeedError('encoding', `bytes not valid in ${label}`);
  return { text, charset };
}
