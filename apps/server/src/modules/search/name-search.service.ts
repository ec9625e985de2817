import type { NameSearchRow } from '@coal/contracts';
import { pinyin } from 'pinyin-pro';
import type { ChangeBus } from '../../lib/change-bus';
import { createRefresher } from '../../lib/refresher';
import { type MineRepository, type MineRow, toMineListRow } from '../mine';
import { NameIndex } from './name-index';

const split = (keys: string) => keys.split(' ').filter(Boolean);
const toPinyin = (text: string) =>
  pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');

export interface NameSearchDeps {
  mines: Pick<MineRepository, 'all'>;
  bus: Pick<ChangeBus, 'on'>;
}

/**
 * The typeahead behind the navbar and home search: served from the in-process index, rebuilt from the
 * database whenever mines change (here or, through the change bus, in another server process).
 */
export async function createNameSearch({ mines, bus }: NameSearchDeps) {
  let index = new NameIndex({ toPinyin });
  let rows = new Map<number, MineRow>();

  async function rebuild(): Promise<void> {
    const fresh = await mines.all();
    const next = new NameIndex({ toPinyin });
    next.upsert(
      fresh.map((row) => ({
        id: row.id,
        names: [row.name, ...row.aliases],
        pinyin: split(row.pinyin),
        initials: split(row.pinyinInitials),
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
        return row ? [{ ...toMineListRow(row), match: hit.tier }] : [];
      });
      return { rows: found, total: page.total };
    },
  };
}
export type NameSearch = Awaited<ReturnType<typeof createNameSearch>>;
