import {
  type ChildEntity,
  type ColumnDef,
  MINE_CREATED_FIELD,
  type MineChangeSet,
  mineColumns,
  SHEET_NAMES,
} from '@coal/contracts';

/** One line of a change set as the history shows it. */
export type ChangeItem =
  | { kind: 'created' }
  | { kind: 'column'; column: ColumnDef; before: unknown; after: unknown }
  | { kind: 'sheet'; field: string; name: { zh: string; en: string }; added: number; removed: number };

const COLUMNS = new Map(mineColumns.map((col) => [col.key, col]));
const isSheet = (field: string): field is ChildEntity | 'documents' =>
  field !== 'mine' && Object.hasOwn(SHEET_NAMES, field);

/** A set's changes in reading order: the creation first, then columns in template order, then sheets. */
export function changeItems(set: Pick<MineChangeSet, 'changes'>): ChangeItem[] {
  const created: ChangeItem[] = [];
  const columns: ChangeItem[] = [];
  const sheets: ChangeItem[] = [];
  for (const change of set.changes) {
    const column = COLUMNS.get(change.field);
    if (change.field === MINE_CREATED_FIELD) created.push({ kind: 'created' });
    else if (column) columns.push({ kind: 'column', column, before: change.before, after: change.after });
    else if (isSheet(change.field))
      sheets.push({
        kind: 'sheet',
        field: change.field,
        name: SHEET_NAMES[change.field],
        added: change.added ?? 0,
        removed: change.removed ?? 0,
      });
  }
  const order = (item: ChangeItem) =>
    item.kind === 'column' ? mineColumns.findIndex((c) => c.key === item.column.key) : 0;
  return [...created, ...columns.sort((a, b) => order(a) - order(b)), ...sheets];
}

/**
 * Where a set's source opens: its import job in the wizard, or the data-feedback thread it corrected.
 * Both pages are the admins'; others see the source named without a link.
 */
export function sourceHref(
  set: Pick<MineChangeSet, 'source' | 'importJobId' | 'feedbackThreadId'>,
  admin: boolean,
): string | null {
  if (!admin) return null;
  if (set.importJobId !== null) return `/form/step?job=${set.importJobId}`;
  if (set.feedbackThreadId !== null) return `/system/feedback?id=${set.feedbackThreadId}`;
  return null;
}
