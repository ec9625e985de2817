// No zod here: the edit form, the register's batch edit and its drawer read these without loading any schema.
import { type ColumnDef, mineColumns } from './mine/columns';
import { SUBSECTIONS } from './mine/subsections';

/**
 * The edit form's groups: the profile subsections that show the mine row, in page order, each with its
 * columns from the registry. No second list of fields: a column added to a subsection appears here.
 */
export const MINE_EDIT_GROUPS: readonly {
  id: string;
  titleZh: string;
  titleEn: string;
  columns: readonly ColumnDef[];
}[] = SUBSECTIONS.flatMap((s) =>
  s.source.kind === 'mine'
    ? [
        {
          id: s.id,
          titleZh: s.titleZh,
          titleEn: s.titleEn,
          columns: s.source.fields.flatMap((key) => mineColumns.filter((c) => c.key === key && !c.derived)),
        },
      ]
    : [],
);

/** Every column an admin edits: the mine row's, not those the server computes. */
export const MINE_EDIT_FIELDS = mineColumns.filter((c) => !c.derived).map((c) => c.key);

/** The columns a batch edit sets on many mines at once. */
export const MINE_BATCH_FIELDS = ['productionStatus', 'productionType', 'mergerType'] as const;
export type MineBatchField = (typeof MINE_BATCH_FIELDS)[number];

/** Mines in one batch: a page of the register, with room for a wide selection. */
export const MINE_BATCH_MAX = 1000;
