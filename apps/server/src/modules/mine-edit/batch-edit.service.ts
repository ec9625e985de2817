import {
  MINE_BATCH_FIELDS,
  type MineBatchChanges,
  type MineBatchCommitBody,
  type MineBatchField,
  type MineBatchPreview,
  type MineBatchPreviewBody,
  type MineEditResult,
} from '@coal/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { type Locale, t } from '../../lib/i18n';
import { auditEntry } from '../audit';
import { validateMineCell } from '../import';
import { type CellValue, dictLookup, type MineRow } from '../mine';
import { changeView, fieldList, fieldMessage, sameValue } from './field-view';
import type { EditActor, MineEditDeps } from './mine-edit.store';

/** The stored values to set; the contract lets only the optional columns be cleared. */
type Values = { productionStatus?: string; productionType?: string | null; mergerType?: string | null };
/** Mines named in a stale-preview message; the count says how many more. */
const NAMED_MINES = 10;

/** A batch edit: the same status, production type or merger stage set on many mines, previewed first. */
export function createBatchEditService(deps: MineEditDeps & { followUp: () => Promise<void> }) {
  const { store, transaction, dict, followUp } = deps;
  // Values are checked as the import checks them (Chinese labels); labels are shown in the user's language.
  const dicts = (locale: Locale = 'zh-CN') => dictLookup((type) => dict.byType(type, locale));

  /** The chosen values through the import's dictionary checks (a disabled item is refused). */
  function checked(changes: MineBatchChanges, locale: Locale): Values {
    const lookup = dicts();
    const values: Values = {};
    const problems: string[] = [];
    for (const field of MINE_BATCH_FIELDS) {
      const raw = changes[field];
      if (raw === undefined) continue;
      const result = validateMineCell(field, raw, lookup);
      if ('problem' in result) problems.push(fieldMessage(result.problem, locale));
      // The cell check returns a dictionary value, or null for a cleared optional column.
      else (values as Record<MineBatchField, string | null>)[field] = result.value as string | null;
    }
    if (problems.length) throw new BadRequestError('mineEdit.invalid', { problems: problems.join('；') });
    return values;
  }

  const fieldsOf = (values: Values) => MINE_BATCH_FIELDS.filter((f) => f in values);
  const differing = (row: MineRow, values: Values) =>
    fieldsOf(values).filter((f) => !sameValue(row[f], values[f] as CellValue));

  function missing(ids: number[], rows: MineRow[]) {
    const found = new Set(rows.map((r) => r.id));
    const absent = ids.filter((id) => !found.has(id));
    if (absent.length) throw new NotFoundError('mine.notFound', { mineId: absent.join(', ') });
  }

  return {
    async preview(body: MineBatchPreviewBody, locale: Locale): Promise<MineBatchPreview> {
      const values = checked(body.changes, locale);
      const ids = [...new Set(body.mineIds)];
      const rows = await store.mines.findByIds(ids);
      missing(ids, rows);
      const lookup = dicts(locale);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const mines = ids.map((id) => {
        const row = byId.get(id)!;
        return {
          mineId: row.id,
          name: row.name,
          code: row.code,
          base: {
            productionStatus: row.productionStatus,
            productionType: row.productionType,
            mergerType: row.mergerType,
          },
          changes: differing(row, values).map((f) => changeView(f, row[f], values[f], lookup, locale)),
        };
      });
      const changed = mines.filter((m) => m.changes.length).length;
      return { mines, changed, unchanged: mines.length - changed };
    },

    /**
     * Writes the previewed change in one transaction: one statement for the mines, one history set, and
     * one audit row for the admin's one action (per mine before and after in it; the set it names holds
     * each field). Refused whole when a mine moved since the preview, with the mines and fields named.
     */
    async commit(body: MineBatchCommitBody, actor: EditActor): Promise<MineEditResult> {
      const locale = actor.locale;
      const values = checked(body.changes, locale);
      const ids = [...new Set(body.mineIds)];
      const base = new Map(body.base.map((b) => [b.mineId, b]));
      if (ids.some((id) => !base.has(id)) || base.size !== ids.length)
        throw new ConflictError('mineEdit.notPreviewed');
      const result = await transaction(async (tx) => {
        const rows = await tx.mines.lockForUpdate(ids);
        missing(ids, rows);
        const stale = rows.flatMap((row) => {
          const seen = base.get(row.id)!;
          const moved = fieldsOf(values).filter((f) => !sameValue(row[f], seen[f]));
          return moved.length ? [{ row, moved }] : [];
        });
        if (stale.length) {
          const named = stale
            .slice(0, NAMED_MINES)
            .map(({ row, moved }) =>
              t(locale, 'mineEdit.mineFields', { mine: row.name, fields: fieldList(moved, locale) }),
            );
          const more = stale.length > NAMED_MINES ? ` … (${stale.length})` : '';
          throw new ConflictError('mineEdit.batchStale', {
            mines: named.join(t(locale, 'mineEdit.separator')) + more,
          });
        }
        const changed = rows
          .map((row) => ({ row, fields: differing(row, values) }))
          .filter((c) => c.fields.length);
        if (!changed.length) return { setId: null, fields: [] };
        await tx.mines.setColumns(
          changed.map((c) => c.row.id),
          values,
        );
        const setId = await tx.history.record(
          { source: 'batchEdit', userId: actor.auth.userId, userName: actor.auth.userName },
          changed.flatMap(({ row, fields }) =>
            fields.map((field) => ({ mineId: row.id, field, before: row[field], after: values[field] })),
          ),
        );
        await tx.audit(
          auditEntry(
            actor,
            'update',
            { type: 'mine_batch_edit', id: setId },
            {
              before: Object.fromEntries(
                changed.map(({ row, fields }) => [
                  row.id,
                  Object.fromEntries(fields.map((f) => [f, row[f]])),
                ]),
              ),
              after: { ...values, mineIds: changed.map((c) => c.row.id), setId },
            },
          ),
        );
        return { setId, fields: fieldsOf(values).filter((f) => changed.some((c) => c.fields.includes(f))) };
      });
      if (result.setId !== null) await followUp();
      return result;
    },
  };
}

export type BatchEditService = ReturnType<typeof createBatchEditService>;
