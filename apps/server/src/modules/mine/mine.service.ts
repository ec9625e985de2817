import { type MineDataset, type MineExportQuery, mineColumns } from '@coal/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { type Locale, t } from '../../lib/i18n';
import type { DictService } from '../dict';
import { DATASET_META_KEY, type DatasetMeta } from './dataset-meta';
import { dictLookup } from './excel/cells';
import { writeWorkbook } from './excel/write';
import type { MineRepository, MineRow } from './mine.repository';
import { loadRecords, type RecordReader } from './record-loader';
import { addRiskColumns, type MineRiskLabels } from './risk-columns';

/** A list export is one sheet; beyond this it is a data dump, not a search result. */
export const EXPORT_MAX_ROWS = 50_000;

export interface MineServiceDeps {
  mines: RecordReader &
    Pick<
      MineRepository,
      'count' | 'countSample' | 'findById' | 'findByCodes' | 'findByIds' | 'matching' | 'readMeta'
    >;
  dict: Pick<DictService, 'byType'>;
  /** Fills the read-only risk columns of exports when given. */
  risk?: MineRiskLabels | undefined;
}

/** Rows in the order of the ids asked for (a selection is exported as it was listed). */
function inOrder(rows: MineRow[], ids: number[]): MineRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function createMineService({ mines: repo, dict, risk }: MineServiceDeps) {
  const byType = (type: string) => dict.byType(type);

  /** A mine named by its id or by its code: links carry ids, files and people carry codes. */
  async function resolve(idOrCode: string): Promise<MineRow> {
    const id = /^\d{1,10}$/.test(idOrCode) ? Number(idOrCode) : NaN;
    const byId = id <= 2 ** 31 - 1 ? await repo.findById(id) : undefined;
    const row = byId ?? (await repo.findByCodes([idOrCode]))[0];
    if (!row) throw new NotFoundError('mine.notFound', { mineId: idOrCode });
    return row;
  }

  return {
    async dataset(locale: Locale): Promise<MineDataset> {
      const [meta, total, sample] = await Promise.all([
        repo.readMeta<DatasetMeta>(DATASET_META_KEY),
        repo.count(),
        repo.countSample(),
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
    async exportMine(idOrCode: string): Promise<{ fileName: string; data: Buffer }> {
      const row = await resolve(idOrCode);
      const records = await loadRecords(repo, [row]);
      await addRiskColumns(records, risk);
      const data = await writeWorkbook([...records.values()], dictLookup(byType), byType, {
        reference: true,
      });
      return { fileName: `${row.name}-${row.code}.xlsx`, data };
    },

    /**
     * The mine rows a search shows, or the rows a register selected (in the order given), as the 煤矿 sheet
     * of the template; `columns` keeps the chosen ones after the code and the name.
     */
    async exportList({
      mineIds,
      columns,
      ...filter
    }: MineExportQuery): Promise<{ fileName: string; data: Buffer }> {
      const unknown = columns?.find((key) => !mineColumns.some((col) => col.key === key));
      if (unknown !== undefined) throw new BadRequestError('mine.exportUnknownColumn', { column: unknown });
      const rows = mineIds
        ? inOrder(await repo.findByIds(mineIds), mineIds)
        : await repo.matching(filter, EXPORT_MAX_ROWS + 1);
      if (rows.length > EXPORT_MAX_ROWS)
        throw new BadRequestError('mine.exportTooMany', { max: EXPORT_MAX_ROWS });
      const records = await loadRecords(repo, rows);
      await addRiskColumns(records, risk);
      const data = await writeWorkbook([...records.values()], dictLookup(byType), byType, {
        sheets: ['mine'],
        ...(columns?.length ? { mineColumns: columns } : {}),
      });
      return { fileName: `煤矿列表-${rows.length}.xlsx`, data };
    },
  };
}

export type MineService = ReturnType<typeof createMineService>;
