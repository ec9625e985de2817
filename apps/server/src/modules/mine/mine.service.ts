import type { MineDataset, MineFilter } from '@coal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mines } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { type Locale, t } from '../../lib/i18n';
import type { DictService } from '../dict/dict.service';
import { DATASET_META_KEY, type DatasetMeta } from './demo/load-demo';
import { dictLookup } from './excel/cells';
import { writeWorkbook } from './excel/write';
import { loadRecords } from './mine-records';
import { mineFilterWhere } from './mine-filter';
import { countMines, findMinesByCodes, minesWhere, readMeta } from './mine.repository';

/** A list export is one sheet; beyond this it is a data dump, not a search result. */
export const EXPORT_MAX_ROWS = 50_000;

export function createMineService(database: Database, dict: DictService) {
  const db = database.db;
  const byType = (type: string) => dict.byType(type);

  return {
    async dataset(locale: Locale): Promise<MineDataset> {
      const [meta, total, sample] = await Promise.all([
        readMeta<DatasetMeta>(db, DATASET_META_KEY),
        countMines(db),
        countMines(db, eq(mines.isSample, true)),
      ]);
      return {
        sample: sample > 0,
        label: sample > 0 ? t(locale, 'mine.sampleLabel') : '',
        seed: meta?.seed ?? null,
        referenceDate: meta?.referenceDate ?? null,
        mines: total,
        sampleMines: sample,
        loadedAt: meta?.loadedAt ?? null,
      };
    },

    /** One mine, every sheet, plus the dictionary and region sheets: re-importable as is. */
    async exportMine(code: string): Promise<{ fileName: string; data: Buffer }> {
      const [row] = await findMinesByCodes(db, [code]);
      if (!row) throw new NotFoundError('mine.notFound', { mineId: code });
      const records = await loadRecords(db, [row]);
      const data = await writeWorkbook([...records.values()], dictLookup(byType), byType, {
        reference: true,
      });
      return { fileName: `${row.name}-${row.code}.xlsx`, data };
    },

    /** The mine rows a search shows, as the 煤矿 sheet of the template. */
    async exportList(filter: MineFilter): Promise<{ fileName: string; data: Buffer }> {
      const rows = await minesWhere(db, mineFilterWhere(filter), EXPORT_MAX_ROWS + 1);
      if (rows.length > EXPORT_MAX_ROWS)
        throw new BadRequestError('mine.exportTooMany', { max: EXPORT_MAX_ROWS });
      const records = await loadRecords(db, rows);
      const data = await writeWorkbook([...records.values()], dictLookup(byType), byType, {
        sheets: ['mine'],
      });
      return { fileName: `煤矿列表-${rows.length}.xlsx`, data };
    },

    /** The empty workbook users fill in. */
    async template(): Promise<Buffer> {
      return writeWorkbook([], dictLookup(byType), byType, { reference: true });
    },
  };
}

export type MineService = ReturnType<typeof createMineService>;
