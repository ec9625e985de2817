import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NewsFeed, NewsListRow } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { parseFeed } from '../src/modules/news';
import { type FeedServer, startFeedServer } from './fixtures/feed-server';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

type Feed = { data: NewsFeed };
const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, 'fixtures/feeds/defects', name), 'utf8');

/** A UTF-8 original made another feed (its links and titles marked), declared in `charset`. */
function variant(original: string, mark: string, charset: string | null): string {
  const marked = original
    .replace(/<title>([^<]*)<\/title>/g, (_, title: string) => `<title>${title}（${mark}）</title>`)
    .replace(/http:\/\/news\.example\/(gb|big5)\//g, `http://news.example/${mark}/`);
  return charset === null
    ? marked.replace(/<\?xml[^>]*\?>\s*/, '')
    : marked.replace('encoding="UTF-8"', `encoding="${charset}"`);
}

const single = (charset: string, title: string, text: string) => `<?xml version="1.0" encoding="${charset}"?>
<rss version="2.0"><channel><title>${charset}</title>
<item><title>${title}</title><link>http://news.example/${charset}/1</link><description>${text}</description></item>
</channel></rss>`;

describe.each(backends)('feeds in every encoding and dialect on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: Session;
  let feeds: FeedServer;

  beforeAll(async () => {
    feeds = await startFeedServer();
    store = await createStore(backend, { FEED_ALLOW_HOSTS: '127.0.0.1' });
    app = await buildApp(store);
    admin = await login(app);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
    await feeds?.close();
  });

  /** Adds a feed for `body` (served as `type`) and fetches it once. */
  async function fetchServed(name: string, body: string | Buffer, type: string): Promise<NewsFeed> {
    const path = `/${encodeURIComponent(name)}.xml`;
    feeds.serve(path, body, { type });
    const added = await call<Feed>(app, {
      method: 'POST',
      url: '/api/news/feeds',
      headers: admin.headers,
      payload: { name, url: feeds.url(path) },
    });
    expect(added.status, added.body.msg).toBe(200);
    return refetch(added.body.data.id);
  }
  async function refetch(id: number): Promise<NewsFeed> {
    const run = await call<Feed>(app, {
      method: 'POST',
      url: `/api/news/feeds/${id}/fetch`,
      headers: admin.headers,
    });
    expect(run.status).toBe(200);
    return run.body.data;
  }
  const storedTitles = async (feedId: number) =>
    (
      await queryRows<{ title: string }>(
        app.database.db,
        sql`select title from news_articles where feed_id = ${feedId} order by published_at desc`,
      )
    ).map((row) => row.title);
  const titlesOf = async (utf8: string) => (await parseFeed(utf8)).items.map((item) => item.title);

  it('gives the same titles from GBK, GB2312, GB18030 and Big5 as from the UTF-8 original', async () => {
    const cases = [
      // Declared in the XML only; in the HTTP charset only; in both.
      { charset: 'GBK', original: 'gb-original.rss', declared: true, header: false },
      { charset: 'GB2312', original: 'gb-original.rss', declared: true, header: true },
      { charset: 'GB18030', original: 'gb-original.rss', declared: false, header: true },
      { charset: 'Big5', original: 'big5-original.rss', declared: true, header: false },
    ];
    for (const { charset, original, declared, header } of cases) {
      const utf8 = variant(fixture(original), charset, declared ? charset : null);
      const body = iconv.encode(utf8, charset);
      // The bytes differ from UTF-8's: what is tested is the decoding, not a pass-through.
      expect(body.equals(Buffer.from(utf8))).toBe(false);
      const feed = await fetchServed(
        `源-${charset}`,
        body,
        header ? `application/rss+xml; charset=${charset}` : 'application/rss+xml',
      );
      expect(feed, charset).toMatchObject({ lastErrorKind: '', lastAdded: (await titlesOf(utf8)).length });
      expect(await storedTitles(feed.id)).toEqual(await titlesOf(utf8));
    }
    expect(await storedTitles((await fetchedNamed('源-GBK')).id)).toContain(
      '毕节市煤矿安全生产专项整治取得实效（GBK）',
    );
  });

  async function fetchedNamed(name: string): Promise<NewsFeed> {
    const list = await call<{ data: NewsFeed[] }>(app, {
      method: 'GET',
      url: '/api/news/feeds',
      headers: admin.headers,
    });
    return list.body.data.find((feed) => feed.name === name)!;
  }

  it('reads windows-1251, ISO-8859-1 and ISO-8859-7 from the HTTP charset', async () => {
    for (const [charset, title, text] of [
      ['windows-1251', 'Угольная промышленность: добыча выросла', 'Шахта вернулась к работе'],
      ['ISO-8859-1', 'Mineração de carvão: produção estável em Março', 'Acordo após reunião técnica'],
      ['ISO-8859-7', 'Εξόρυξη άνθρακα: νέα μέτρα ασφαλείας', 'Η παραγωγή αυξήθηκε'],
    ] as const) {
      const feed = await fetchServed(
        `源-${charset}`,
        iconv.encode(single(charset, title, text), charset),
        `text/xml; charset=${charset}`,
      );
      expect(feed, charset).toMatchObject({ lastErrorKind: '', lastAdded: 1 });
      expect(await storedTitles(feed.id)).toEqual([title]);
    }
  });

  it('refuses bytes that are not in the charset they claim, or a charset nobody knows, and stores nothing', async () => {
    const gbk = iconv.encode(variant(fixture('gb-original.rss'), '错标', null), 'gbk');
    const before = await articleCount();
    const mislabelled = await fetchServed('源-错标', gbk, 'application/rss+xml; charset=utf-8');
    expect(mislabelled).toMatchObject({ lastErrorKind: 'encoding', lastError: 'bytes not valid in utf-8' });
    const undeclared = await fetchServed('源-未声明', gbk, 'application/rss+xml');
    expect(undeclared.lastErrorKind).toBe('encoding');
    const unknown = await fetchServed('源-未知', single('x-klingon', 'a', 'b'), 'text/xml');
    expect(unknown).toMatchObject({ lastErrorKind: 'encoding', lastError: 'unknown charset x-klingon' });
    expect(await articleCount()).toBe(before);
  });

  it('believes a byte-order mark over an HTTP charset that contradicts it', async () => {
    const utf8 = single('UTF-8', '煤矿安全生产月活动启动', '活动为期一个月');
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(utf8)]);
    const feed = await fetchServed('源-BOM', body, 'text/xml; charset=ISO-8859-1');
    expect(await storedTitles(feed.id)).toEqual(['煤矿安全生产月活动启动']);
  });

  const articleCount = async () =>
    (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from news_articles`))[0]!
      .n;

  it('reads an <rss> without a version and Atom inside RSS, skipping and counting only the bad item', async () => {
    const plain = await fetchServed('源-无版本', fixture('no-version.rss'), 'application/rss+xml');
    expect(plain).toMatchObject({ lastErrorKind: '', lastAdded: 2, lastRejected: [] });
    const mixed = await fetchServed('源-混合', fixture('atom-inside-rss.rss'), 'application/rss+xml');
    expect(mixed).toMatchObject({
      lastErrorKind: '',
      lastSeen: 2,
      lastAdded: 2,
      lastRejected: [{ reason: 'noTitle', count: 1 }],
    });
    const authors = await queryRows<{ author: string }>(
      app.database.db,
      sql`select author from news_articles where feed_id = ${mixed.id} order by published_at desc`,
    );
    expect(authors.map((row) => row.author)).toEqual(['能源观察记者', '技术部']);
  });

  it('keeps every episode that shares a link, and adds none of them twice', async () => {
    const first = await fetchServed('源-节目', fixture('shared-link.rss'), 'application/rss+xml');
    expect(first).toMatchObject({ lastErrorKind: '', lastSeen: 10, lastAdded: 10, articles: 10 });
    const again = await refetch(first.id);
    expect(again).toMatchObject({ lastAdded: 0, lastSkipped: 10, articles: 10 });
  });

  it('reads a date without a zone as the import API does: Beijing time, or the zone the feed states', async () => {
    const feed = await fetchServed('源-无时区', fixture('zoneless-dates.rss'), 'application/rss+xml');
    const list = await call<{ rows: NewsListRow[] }>(app, {
      method: 'GET',
      url: `/api/news/list?source=${encodeURIComponent(feed.name)}&pageSize=10`,
      headers: admin.headers,
    });
    expect(list.body.rows.map((row) => row.publishedAt)).toEqual([
      '2015-03-03 09:05:00',
      '2015-03-02 16:12:54',
    ]);

    const imported = await call<{ data: { ids: number[] } }>(app, {
      method: 'POST',
      url: '/api/news/import',
      headers: admin.headers,
      payload: {
        articles: [
          {
            title: '导入的通报',
            url: 'http://news.example/imported/1',
            text: '同一时间写法',
            publishedAt: '2015-03-02 16:12:54',
          },
        ],
      },
    });
    expect(imported.status).toBe(200);
    const [row] = await queryRows<{ same: boolean }>(
      app.database.db,
      sql`select a.published_at = b.published_at as same from news_articles a, news_articles b
          where a.id = ${imported.body.data.ids[0]} and b.feed_id = ${feed.id} and b.title like '%违法行为'`,
    );
    expect(row!.same).toBe(true);
    // Articles stored before identities were kept got theirs from the migration's formula: it must
    // give what the server computes, or a feed item stored then would come back as new.
    const [identity] = await queryRows<{ same: boolean }>(
      app.database.db,
      sql`select identity = encode(sha256(convert_to(case when url is not null then 'link' || chr(10) || url || chr(10) || title
          else 'hash' || chr(10) || content_hash end, 'UTF8')), 'hex') as same from news_articles where id = ${imported.body.data.ids[0]}`,
    );
    expect(identity!.same).toBe(true);

    const tokyo = await fetchServed('源-东京', fixture('zone-stated.rss'), 'application/rss+xml');
    const [stored] = await queryRows<{ at: string }>(
      app.database.db,
      sql`select to_char(published_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at from news_articles where feed_id = ${tokyo.id}`,
    );
    expect(stored!.at).toBe('2015-03-02 07:12:54');
  });

  it('records broken XML as malformed, with the parser’s words kept as the detail', async () => {
    const broken = await fetchServed('源-断', fixture('unexpected-close.rss'), 'application/rss+xml');
    expect(broken).toMatchObject({
      lastErrorKind: 'malformed',
      lastError: 'Unexpected close tag',
      lastAdded: 0,
    });
  });
});
