import type { NameSearchRow } from '@coal/contracts';
import { pinyin } from 'pinyin-pro';
import { type MineRow, type MineSnapshot, type MineSnapshots, toMineListRow } from '../mine';
import { NameIndex } from './name-index';

const split = (keys: string) => keys.split(' ').filter(Boolean);
const toPinyin = (text: string) =>
  pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');

export interface NameSearchDeps {
  snapshots: MineSnapshots;
}

/**
 * The typeahead behind the navbar and home search: served from the in-process index, rebuilt from every
 * new mine snapshot (mines changed here or, through the change bus, in another server process).
 */
export async function createNameSearch({ snapshots }: NameSearchDeps) {
  let index = new NameIndex({ toPinyin });
  let rows = new Map<number, MineRow>();

  function rebuild(snapshot: MineSnapshot): void {
    const next = new NameIndex({ toPinyin });
    next.upsert(
      snapshot.rows.map((row) => ({
        id: row.id,
        names: [row.name, ...row.aliases],
        pinyin: split(row.pinyin),
        initials: split(row.pinyinInitials),
        weight: row.capacity,
        places: [row.county, row.prefecture],
      })),
    );
    // Swapped whole, so a query never sees a half-built index.
    index = next;
    rows = snapshot.byId;
  }

  rebuild(await snapshots.current());
  snapshots.onRebuild(rebuild);

  return {
    search(mineName: string, pageNum: number, pageSize: number): { rows: NameSearchRow[]; total: number } {
      const page = index.search(mineName, pageSize, (pageNum - 1) * pageSize);
      const found = page.hits.flatMap((hit) => {
        const row = rows.get(hit.id);
        if (!row) return [];
        const alias = hit.field === 'alias' ? row.aliases[hit.nameIndex - 1] : undefined;
        return [
          {
            ...toMineListRow(row),
            match: hit.tier,
            matchField: hit.field,
            ...(alias ? { matchedName: alias } : {}),
          },
        ];
      });
      return { rows: found, total: page.total };
    },
  };
}
export type NameSearch = Awaited<ReturnType<typeof createNameSearch>>;
