import {
  MINE_CREATED_FIELD,
  MINE_EDIT_FIELDS,
  type MineEditBody,
  type MineEditForm,
  type MineEditResult,
  type MineEditSetView,
  type MineFieldValue,
  SHEET_NAMES,
} from '@coal/contracts';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { type Locale, t } from '../../lib/i18n';
import { formatDateTime } from '../../lib/time';
import { auditEntry } from '../audit';
import { validateMineFields } from '../import';
import { dictLookup, fromMineRow, type MineRow, type RowValues, saveCompanies, toMineRow } from '../mine';
import { changeView, fieldList, fieldMessage, sameValue } from './field-view';
import type { EditActor, MineEditDeps, MineEditStore } from './mine-edit.store';

const COMPANY_FIELDS = MINE_EDIT_FIELDS.filter((f) => f.startsWith('company'));

/** The mine row and its company's facts, as the import template and the history store them. */
async function storedValues(mines: MineEditStore['mines'], row: MineRow): Promise<RowValues> {
  if (row.companyId === null) return fromMineRow(row, null);
  return fromMineRow(row, (await mines.findCompanies([row.companyId])).get(row.companyId));
}

/** Form values as cells for the import's checks: a list is written as the sheet writes it. */
const toCell = (value: MineFieldValue | undefined) =>
  Array.isArray(value) ? value.join('；') : (value ?? null);

export function createMineEditService(deps: MineEditDeps) {
  const { store, transaction, dict, regions, bus, afterCommit } = deps;
  // Values are checked as the import checks them (Chinese labels); labels are shown in the user's language.
  const dicts = (locale: Locale = 'zh-CN') => dictLookup((type) => dict.byType(type, locale));

  /** The caches, the search index, the map, the risk scores and the overview follow the new rows. */
  async function followUp(): Promise<void> {
    await bus.publish('mine');
    await afterCommit?.();
  }

  return {
    followUp,

    async form(mineId: number): Promise<MineEditForm> {
      const row = await store.mines.findById(mineId);
      if (!row) throw new NotFoundError('mine.notFound', { mineId });
      const values = await storedValues(store.mines, row);
      return {
        mineId: row.id,
        code: row.code,
        name: row.name,
        version: row.updatedAt.getTime(),
        values: Object.fromEntries(MINE_EDIT_FIELDS.map((f) => [f, (values[f] ?? null) as MineFieldValue])),
      };
    },

    /**
     * Saves one mine's row in one transaction with its history set and audit row. The save is stale when
     * the mine changed since the form was loaded and a field the form showed differs from what it showed:
     * refused with those fields named (a change of the mine's other sheets alone does not stop it).
     */
    async save(mineId: number, body: MineEditBody, actor: EditActor): Promise<MineEditResult> {
      const locale = actor.locale;
      const unknown = Object.keys(body.values).find((k) => !MINE_EDIT_FIELDS.includes(k));
      if (unknown) throw new BadRequestError('mineEdit.unknownField', { field: unknown });
      const cells = Object.fromEntries(MINE_EDIT_FIELDS.map((f) => [f, toCell(body.values[f])]));
      const { values, problems } = validateMineFields(cells, dicts(), regions());
      if (problems.length)
        throw new BadRequestError('mineEdit.invalid', {
          problems: problems.map((p) => fieldMessage(p, locale)).join('；'),
        });

      const result = await transaction(async (tx) => {
        const [row] = await tx.mines.lockForUpdate([mineId]);
        if (!row) throw new NotFoundError('mine.notFound', { mineId });
        const current = await storedValues(tx.mines, row);
        if (row.updatedAt.getTime() !== body.version) {
          const moved = MINE_EDIT_FIELDS.filter(
            (f) => f in body.base && !sameValue(current[f], body.base[f] as RowValues[string]),
          );
          if (moved.length) throw new ConflictError('mineEdit.stale', { fields: fieldList(moved, locale) });
        }
        if (body.threadId !== undefined) {
          const threadMine = await tx.threadMine(body.threadId);
          if (threadMine === null)
            throw new NotFoundError('mineEdit.threadNotFound', { threadId: body.threadId });
          if (threadMine !== mineId)
            throw new BadRequestError('mineEdit.threadOtherMine', { threadId: body.threadId });
        }
        if (values.code !== row.code) {
          const [taken] = await tx.mines.findByCodes([String(values.code)]);
          if (taken && taken.id !== mineId)
            throw new AppError(409, 'mineEdit.codeTaken', { code: taken.code, name: taken.name });
        }
        const fields = MINE_EDIT_FIELDS.filter((f) => !sameValue(current[f], values[f]));
        if (!fields.length) return { setId: null, fields };

        // The company's facts belong to the holder: written to it (as an import does) only when changed.
        let companyId = row.companyId;
        if (fields.some((f) => f === 'company' || COMPANY_FIELDS.includes(f)))
          companyId = values.company
            ? ((await saveCompanies(tx.mines, [{ mine: values, children: {}, documents: {} }])).get(
                String(values.company),
              ) ?? null)
            : null;
        // An edited sample mine stays a sample: its other sheets are still synthetic.
        await tx.mines.update(mineId, toMineRow(values, regions(), companyId, row.isSample));
        // Another holder may sit under other groups (its first mine's holders are now this one's).
        if (companyId !== row.companyId) await tx.syncGroups();
        const setId = await tx.history.record(
          {
            source: body.threadId === undefined ? 'edit' : 'feedback',
            userId: actor.auth.userId,
            userName: actor.auth.userName,
            feedbackThreadId: body.threadId ?? null,
          },
          fields.map((field) => ({ mineId, field, before: current[field], after: values[field] })),
        );
        const pick = (v: RowValues) => Object.fromEntries(fields.map((f) => [f, v[f] ?? null]));
        await tx.audit(
          auditEntry(
            actor,
            'update',
            { type: 'mine', id: mineId },
            {
              before: pick(current),
              after: {
                ...pick(values),
                setId,
                ...(body.threadId === undefined ? {} : { threadId: body.threadId }),
              },
            },
          ),
        );
        return { setId, fields };
      });
      if (result.setId !== null) await followUp();
      return result;
    },

    /** A recorded set as the result page shows it: its origin, and per mine what changed, with labels. */
    async editSet(setId: number, locale: Locale): Promise<MineEditSetView> {
      const set = await store.history.findSet(setId);
      if (!set) throw new NotFoundError('mineEdit.setNotFound', { setId });
      const changes = await store.history.setChanges(setId);
      const rows = new Map(
        (await store.mines.findByIds([...new Set(changes.map((c) => c.mineId))])).map((r) => [r.id, r]),
      );
      const lookup = dicts(locale);
      const mines = new Map<number, MineEditSetView['mines'][number]>();
      for (const c of changes) {
        const row = rows.get(c.mineId);
        let mine = mines.get(c.mineId);
        if (!mine) {
          mine = {
            mineId: c.mineId,
            name: row?.name ?? String(c.mineId),
            code: row?.code ?? '',
            changes: [],
          };
          mines.set(c.mineId, mine);
        }
        mine.changes.push(sheetOrColumnChange(c, lookup, locale));
      }
      return {
        setId: set.id,
        source: set.source,
        userName: set.userName,
        createTime: formatDateTime(set.createdAt),
        importJobId: set.importJobId,
        feedbackThreadId: set.feedbackThreadId,
        mines: [...mines.values()],
      };
    },
  };
}

/** A column's change with its labels; a sheet's rows as counts; a new mine as such. */
function sheetOrColumnChange(
  c: { field: string; before: unknown; after: unknown; added: number | null; removed: number | null },
  lookup: ReturnType<typeof dictLookup>,
  locale: Locale,
) {
  if (c.field === MINE_CREATED_FIELD) {
    const label = t(locale, 'mineEdit.created');
    return {
      field: c.field,
      label,
      before: null,
      after: null,
      beforeLabel: t(locale, 'mineEdit.empty'),
      afterLabel: label,
    };
  }
  const sheet = SHEET_NAMES[c.field as keyof typeof SHEET_NAMES];
  if (sheet && c.field !== 'mine') {
    const rows = t(locale, 'mineEdit.rows', { added: c.added ?? 0, removed: c.removed ?? 0 });
    return {
      field: c.field,
      label: locale === 'en-US' ? sheet.en : sheet.zh,
      before: c.removed,
      after: c.added,
      beforeLabel: '',
      afterLabel: rows,
    };
  }
  return changeView(c.field, c.before, c.after, lookup, locale);
}

export type MineEditService = ReturnType<typeof createMineEditService>;
