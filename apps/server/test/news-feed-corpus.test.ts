import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFeed, type ParsedFeed, parseFeed } from '../src/modules/news';

const FIXTURES = join(import.meta.dirname, 'fixtures/feeds');
const bytes = (path: string) => readFileSync(join(FIXTURES, path));

/** Decodes and parses a fixture as the fetcher does, with the Content-Type a server would send. */
async function read(path: string, contentType?: string): Promise<ParsedFeed & { charset: string }> {
  const { text, charset } = decodeFeed(bytes(path), contentType);
  return { charset, ...(await parseFeed(text)) };
}

/** The refusal's kind and detail, or 'ok'. */
async function refusal(path: string, contentType?: string): Promise<string> {
  try {
    await read(path, contentType);
    return 'ok';
  } catch (error) {
    return `${(error as { kind: string }).kind}: ${(error as Error).message}`;
  }
}

describe('real-world feeds (rss-parser test inputs)', () => {
  it.each([
    // file, items, first title, first date, first author
    ['encoding.rss', 40, 'Mãe de utente é a nova presidente da Raríssimas', '2018-01-03T13:47:00.000Z', ''],
    ['heraldsun.rss', 2, 'The First Item', null, ''],
    ['rss-1.rss', 69, 'Food for fungi', '2017-06-15T17:29:47.000Z', 'Hines, P. J.'],
    ['heise.atom', 15, 'Java-Anwendungsserver: Red Hat gibt WildFly 10 frei', '2016-02-01T16:22:00.000Z', ''],
    ['content-encoded.rss', 7, 'THE CREATIVE FORAGER', '2018-04-09T18:55:38.000Z', 'Jeremy Puma'],
    ['guardian.rss', 55, null, null, 'David Smith in Washington'],
    ['reddit-atom.rss', 24, 'The Difficulties in Space', '2016-01-23T15:40:37.000Z', ''],
    ['craigslist.rss', 25, null, '2017-06-21T17:33:10.000Z', ''],
  ] as const)('%s gives %i items', async (file, count, title, date, author) => {
    const feed = await read(`rss-parser/${file}`);
    expect(feed.items).toHaveLength(count);
    expect(feed.rejected).toEqual({});
    const [first] = feed.items;
    if (title) expect(first!.title).toBe(title);
    if (date) expect(first!.publishedAt?.toISOString()).toBe(date);
    if (author) expect(first!.author).toBe(author);
    // Every item has a title, an http(s) link and a body or text.
    for (const item of feed.items) {
      expect(item.title).not.toBe('');
      expect(item.url).toMatch(/^https?:\/\//);
      expect(item.html ?? item.text).toBeDefined();
    }
  });

  it('reads ISO-8859-1 from the XML declaration and keeps the accents', async () => {
    const feed = await read('rss-parser/encoding.rss', 'application/rss+xml');
    expect(feed.charset).toBe('iso-8859-1');
    expect(feed.items.map((item) => item.title).join('')).not.toMatch(/\uFFFD|Ã/);
  });

  it('skips and counts an Atom entry with nothing in it', async () => {
    const feed = await read('rss-parser/incomplete-fields.atom');
    expect(feed.items).toEqual([]);
    expect(feed.rejected).toEqual({ noTitle: 1 });
  });

  it('keeps guids and Atom ids as the items’ identity', async () => {
    const atom = await read('rss-parser/heise.atom');
    expect(atom.items[0]!.guid).toBe('http://heise.de/-3088438');
    const rdf = await read('rss-parser/rss-1.rss');
    expect(rdf.items[0]!.guid).toMatch(/^http:\/\/science\.sciencemag\.org\//);
  });
});

describe('feedparser test documents', () => {
  /** The Content-Type upstream's test serves the document with, from its comment. */
  const header = (path: string) =>
    /Header:\s*Content-type:\s*(.+)/i.exec(bytes(path).toString('latin1'))?.[1];

  it.each([
    ['big5.xml', 'big5'],
    ['utf-8-bom.xml', 'utf-8'],
    ['http_application_atom_xml_gb2312_charset.xml', 'gb18030'],
    ['euc-kr-item.xml', 'euc-kr'],
  ])('%s is read as %s', async (file, charset) => {
    const path = `feedparser/${file}`;
    expect((await read(path, header(path))).charset).toBe(charset);
  });

  it('reads an <rss> without a version, an RDF item and a description-only item', async () => {
    expect(await refusal('feedparser/rss_version_missing.xml')).toBe('ok');
    expect((await read('feedparser/rdf_item_title.xml')).items[0]).toMatchObject({
      title: 'Example title',
      guid: 'http://example.com/1',
    });
    // RSS 2.0 items need a title or a description: the description stands in for the title.
    expect((await read('feedparser/euc-kr-item.xml')).items[0]!.title).toBe('\ub144');
    expect((await read('feedparser/item_content_encoded.xml')).items[0]!.title).toBe('Example content');
  });

  it('counts items with neither title nor text, and refuses a charset nobody knows', async () => {
    expect((await read('feedparser/item_dc_date.xml')).rejected).toEqual({ noTitle: 1 });
    expect(await refusal('feedparser/bozo_bogus_encoding.xml')).toBe('encoding: unknown charset bogus');
  });
});

describe('the defects real feeds showed', () => {
  it('reads an <rss> without a version', async () => {
    const feed = await read('defects/no-version.rss');
    expect(feed.items.map((item) => item.title)).toEqual([
      '贵州省开展煤矿安全生产大检查',
      '六盘水市煤矿复产验收',
    ]);
  });

  it('reads Atom elements inside RSS, and skips only the item without a title', async () => {
    const feed = await read('defects/atom-inside-rss.rss');
    expect(feed.rejected).toEqual({ noTitle: 1 });
    expect(feed.items).toMatchObject([
      {
        title: '煤炭保供稳价工作会议召开',
        url: 'http://news.example/mixed/1',
        guid: 'mixed-1',
        author: '能源观察记者',
        html: '<p>会议部署今冬明春煤炭保供稳价工作。</p>',
      },
      {
        title: '智能化采煤工作面投用',
        url: 'http://news.example/mixed/2',
        guid: 'tag:news.example,2026:mixed-2',
        author: '技术部',
      },
    ]);
    expect(feed.items.map((item) => item.publishedAt?.toISOString())).toEqual([
      '2026-11-20T02:00:00.000Z',
      '2026-11-19T01:30:00.000Z',
    ]);
  });

  it('keeps every episode that shares a link, each with its own guid', async () => {
    const feed = await read('defects/shared-link.rss');
    expect(new Set(feed.items.map((item) => item.url))).toEqual(new Set(['http://news.example/podcast/']));
    expect(new Set(feed.items.map((item) => item.guid)).size).toBe(10);
  });

  it('reads dates without a zone in Beijing time, or in the zone the feed states', async () => {
    const local = await read('defects/zoneless-dates.rss');
    expect(local.items.map((item) => item.publishedAt?.toISOString())).toEqual([
      '2015-03-02T08:12:54.000Z',
      '2015-03-03T01:05:00.000Z',
    ]);
    const tokyo = await read('defects/zone-stated.rss');
    expect(tokyo.items[0]!.publishedAt?.toISOString()).toBe('2015-03-02T07:12:54.000Z');
  });

  it('says what is wrong with broken XML without quoting the body', async () => {
    expect(await refusal('defects/unexpected-close.rss')).toMatch(/^malformed: Unexpected close tag$/);
  });
});
