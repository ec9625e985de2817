import type { NameSearchRow } from '@coal/contracts';
import { pinyin } from 'pinyin-pro';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { createRefresher } from '../../lib/refresher';
import { NameIndex } from './name-index';
import { nameIndexRows, type NameIndexRow } from './search.repository';

const split = (keys: string) => keys.split(' ').filter(Boolean);
const toPinyin = (text: string) =>
  pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');

/**
 * The typeahead behind the navbar and home search: served from the in-process index, rebuilt from the
 * database whenever mines change (here or, through the change bus, in another server process).
 */
export async function createNameSearch(db: Db, bus: ChangeBus) {
  let index = new NameIndex({ toPinyin });
  let rows = new Map<number, NameIndexRow>();

  async function rebuild(): Promise<void> {
    const fresh = await nameIndexRows(db);
    const next = new NameIndex({ toPinyin });
    next.upsert(
      fresh.map((row) => ({
        id: row.id,
        names: [row.name, ...row.aliases],
        pinyin: split(row.pinyin),
        initials: split(row.initials),
        weight: row.capacity,
      })),
    );
    // Swapped whole, so a query never sees a half-built index.
    index = next;
    rows = new Map(fresh.map((row) => [row.id, row]));
  }

  await rebuild();
  const refresher = createRefresher(rebuild);
  bus.on('mine', () => refresher.request());

  return {
    search(mineName: string, pageNum: number, pageSize: number): { rows: NameSearchRow[]; total: number } {
      const page = index.search(mineName, pageSize, (pageNum - 1) * pageSize);
      const found = page.hits.flatMap((hit) => {
        const row = rows.get(hit.id);
        return row
          ? [
              {
                mineId: row.id,
                mineName: row.name,
                mineCode: row.code,
                prefecture: row.prefecture,
                county: row.county,
                productionStatus: row.productionStatus,
                capacity: row.capacity,
                match: hit.tier,
              },
            ]
          : [];
      });
      return { rows: found, total: page.total };
    },
  };
}
export type NameSearch = Awaited<ReturnType<typeof createNameSearch>>;
