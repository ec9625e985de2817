import { type FeedItemRejection, httpUrl, parsePublished, statedOffset } from '@coal/contracts';
import { Parser } from 'xml2js';
import { FeedError } from './feed-error';

export interface FeedItem {
  title: string;
  url: string | null;
  /** The item's own identity (RSS guid, Atom id), when it has one. */
  guid?: string;
  html?: string;
  text?: string;
  author: string;
  publishedAt: Date | null;
  summary: string;
}

export interface ParsedFeed {
  items: FeedItem[];
  /** Items left out one by one, per reason; the rest of the feed is kept. */
  rejected: Partial<Record<FeedItemRejection, number>>;
}

/** An element as xml2js gives it: text, or attributes (`$`), text (`_`) and child elements by name. */
type XmlNode = string | { $?: Record<string, string>; _?: string; [child: string]: unknown };

const DATE_NAMES = ['pubDate', 'date', 'published', 'issued', 'created', 'updated', 'modified'];
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Each element's children by local name, built once: an item is asked for a dozen names. */
const indexes = new WeakMap<object, Map<string, XmlNode[]>>();

/** The child elements whose local name is `name`, whatever their prefix (atom:, dc:, atom10: …). */
function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (!node || typeof node === 'string') return [];
  let index = indexes.get(node);
  if (!index) {
    index = new Map();
    for (const key of Object.keys(node)) {
      if (key === '$' || key === '_') continue;
      const local = localName(key);
      index.set(local, [...(index.get(local) ?? []), ...(node[key] as XmlNode[])]);
    }
    indexes.set(node, index);
  }
  return index.get(name) ?? [];
}

/** All the text inside an element, its children's included (an author's name and email, say). */
function textOf(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  let text = node._ ?? '';
  for (const key of Object.keys(node))
    if (key !== '$' && key !== '_') for (const child of node[key] as XmlNode[]) text += textOf(child);
  return text;
}

const attr = (node: XmlNode | undefined, name: string): string =>
  node && typeof node !== 'string' ? (node.$?.[name] ?? '') : '';

/** The first child among `names` (in that order of preference) that has text. */
function firstText(node: XmlNode, ...names: string[]): string {
  for (const name of names)
    for (const child of children(node, name)) {
      const text = textOf(child).trim();
      if (text) return text;
    }
  return '';
}

/** An RSS `<link>` text, or an Atom `<link href>` (alternate first), as RSS 2.0 with Atom inside writes both. */
function linkOf(item: XmlNode): string {
  const links = children(item, 'link');
  for (const link of links) {
    const text = typeof link === 'string' ? link.trim() : (link._ ?? '').trim();
    if (text) return text;
  }
  const hrefs = links.filter((link) => attr(link, 'href'));
  const alternate = hrefs.find((link) => ['', 'alternate'].includes(attr(link, 'rel'))) ?? hrefs[0];
  return alternate ? attr(alternate, 'href').trim() : '';
}

/** An author as text, an element with a name (Atom, or Atom inside RSS) or Dublin Core's creator. */
function authorOf(item: XmlNode): string {
  for (const author of children(item, 'author')) {
    const name = firstText(author, 'name') || textOf(author).trim();
    if (name) return name;
  }
  return firstText(item, 'creator');
}

/** Plain text of some HTML, for a title taken from a description. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The feed's items and channel (RSS 0.9x–2.0 with or without a version, RSS 1.0/RDF, Atom). */
function partsOf(document: Record<string, XmlNode[]>): { channel: XmlNode; items: XmlNode[] } {
  const [rootName] = Object.keys(document);
  const root = rootName ? document[rootName]?.[0] : undefined;
  if (!rootName || root === undefined) throw new FeedError('notFeed', 'empty document');
  const kind = localName(rootName).toLowerCase();
  if (kind === 'feed') return { channel: root, items: children(root, 'entry') };
  if (kind === 'rss' || kind === 'rdf') {
    const channel = children(root, 'channel')[0] ?? root;
    // RSS 1.0 puts items beside the channel; some RSS 0.9x feeds do too.
    return {
      channel,
      items: [...children(channel, 'item'), ...(channel === root ? [] : children(root, 'item'))],
    };
  }
  throw new FeedError('notFeed', `root element ${rootName.slice(0, 40)}`);
}

/** The zone the feed states on any of its dates: its zone-less dates are read in it. */
function feedOffset(channel: XmlNode, items: XmlNode[]): number | undefined {
  for (const node of [channel, ...items])
    for (const name of [...DATE_NAMES, 'lastBuildDate'])
      for (const child of children(node, name)) {
        const offset = statedOffset(textOf(child));
        if (offset !== null) return offset;
      }
  return undefined;
}

function toItem(item: XmlNode, offsetMinutes: number | undefined): FeedItem | FeedItemRejection {
  const html = firstText(item, 'encoded', 'content');
  const description = firstText(item, 'description', 'summary');
  const title = plain(firstText(item, 'title')) || plain(description || html).slice(0, 80);
  if (!title) return 'noTitle';
  const link = linkOf(item);
  const guid = firstText(item, 'guid', 'id') || attr(item, 'rdf:about');
  const date = firstText(item, ...DATE_NAMES);
  const body = html || description;
  return {
    title,
    url: httpUrl.safeParse(link).success ? link : null,
    ...(guid ? { guid: guid.slice(0, 2000) } : {}),
    // RSS descriptions are HTML by custom; an Atom text summary holds no tags and reads the same.
    ...(body ? { html: body } : { text: '' }),
    author: authorOf(item).slice(0, 100),
    publishedAt: date ? parsePublished(date, offsetMinutes === undefined ? {} : { offsetMinutes }) : null,
    summary: plain(description),
  };
}

/**
 * Parses a feed's text into items; a document that is not XML is `malformed`, XML of another kind
 * `notFeed`. An item that cannot be read is left out and counted, and the others are kept.
 */
export async function parseFeed(xml: string): Promise<ParsedFeed> {
  const trimmed = xml.trim();
  if (!trimmed.startsWith('<')) throw new FeedError('notFeed', trimmed ? 'not XML' : 'empty body');
  let document: Record<string, XmlNode[]>;
  try {
    // One parser per feed (xml2js's async parser never finishes after an error); async mode parses in
    // chunks with a turn of the event loop between them.
    const parsed: unknown = await new Parser({
      async: true,
      explicitRoot: true,
      explicitArray: true,
    }).parseStringPromise(trimmed);
    if (!parsed || typeof parsed !== 'object') throw new FeedError('notFeed', 'empty document');
    document = Object.fromEntries(
      Object.entries(parsed as Record<string, XmlNode>).map(([name, node]) => [name, [node]]),
    );
  } catch (error) {
    if (error instanceof FeedError) throw error;
    // The parser's words only, up to the first colon: what follows may quote the body.
    throw new FeedError(
      'malformed',
      ((error as Error).message.split('\n')[0] ?? '').split(':')[0]!.slice(0, 120),
    );
  }
  const { channel, items } = partsOf(document);
  const offset = feedOffset(channel, items);
  const parsed: ParsedFeed = { items: [], rejected: {} };
  for (const item of items) {
    let outcome: FeedItem | FeedItemRejection;
    try {
      outcome = toItem(item, offset);
    } catch {
      outcome = 'unreadable';
    }
    if (typeof outcome === 'string') parsed.rejected[outcome] = (parsed.rejected[outcome] ?? 0) + 1;
    else parsed.items.push(outcome);
  }
  return parsed;
}
