import { createHash } from 'node:crypto';
import type { DictData, DictDataInput, DictType } from '@coal/contracts';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { t, type Locale } from '../../lib/i18n';
import { formatDateTime } from '../../lib/time';
import type { AuthContext } from '../../types';
import { recordAudit } from '../audit/audit.repository';
import {
  allDictData,
  deleteDictData,
  type DictDataRow,
  findDictData,
  findDictDataByCodes,
  findDictType,
  findDictValue,
  insertDictData,
  listDictTypes,
  updateDictData,
} from './dict.repository';

export interface ActorContext {
  auth: AuthContext;
  ip: string;
  requestId: string;
}

function toDictData(row: DictDataRow): DictData {
  return {
    dictCode: row.dictCode,
    dictSort: row.dictSort,
    dictLabel: row.dictLabel,
    dictValue: row.dictValue,
    dictType: row.dictType,
    cssClass: row.cssClass,
    listClass: row.listClass,
    isDefault: row.isDefault === 'Y' ? 'Y' : 'N',
    remark: row.remark,
  };
}

/**
 * Dictionaries are read on nearly every screen and edited rarely: they are served from memory and
 * reloaded after each edit, here and (through the change bus) in every other server process.
 */
export async function createDictService(db: Db, bus: ChangeBus) {
  let byType = new Map<string, DictData[]>();
  /** The same items with English labels where the dictionary has them. */
  let byTypeEn = new Map<string, DictData[]>();
  /** Whole response bodies per locale and type, built on first read after each reload. */
  let bodies = new Map<string, string>();
  /** The body of every dictionary at once per locale, with its entity tag. */
  let everything = new Map<Locale, { body: string; etag: string }>();

  async function reload(): Promise<void> {
    const next = new Map<string, DictData[]>();
    const nextEn = new Map<string, DictData[]>();
    for (const row of await allDictData(db)) {
      const item = toDictData(row);
      next.set(row.dictType, [...(next.get(row.dictType) ?? []), item]);
      nextEn.set(row.dictType, [
        ...(nextEn.get(row.dictType) ?? []),
        { ...item, dictLabel: row.dictLabelEn || row.dictLabel },
      ]);
    }
    byType = next;
    byTypeEn = nextEn;
    bodies = new Map();
    everything = new Map();
  }

  await reload();
  bus.on('dict', () => void reload());

  async function changed(): Promise<void> {
    await reload();
    await bus.publish('dict');
  }

  async function ensureUniqueValue(dictType: string, dictValue: string, exceptCode?: number): Promise<void> {
    const clash = await findDictValue(db, dictType, dictValue);
    if (clash && clash.dictCode !== exceptCode)
      throw new ConflictError('dict.duplicateValue', { dictType, dictValue });
  }

  return {
    /** Items of one type in dictSort order; an unknown type is an empty list. */
    byType(dictType: string): DictData[] {
      return byType.get(dictType) ?? [];
    },

    /** The serialized success envelope of `byType`, cached: the hottest read of the console. */
    responseBody(dictType: string, locale: Locale): string {
      const key = `${locale}\u0000${dictType}`;
      let body = bodies.get(key);
      if (body === undefined) {
        const items = (locale === 'en-US' ? byTypeEn : byType).get(dictType) ?? [];
        body = JSON.stringify({ code: 200, msg: t(locale, 'ok'), data: items });
        if (byType.has(dictType)) bodies.set(key, body);
      }
      return body;
    },

    /**
     * Every dictionary in one serialized envelope with a strong entity tag. The tag is a hash of the
     * body, so it changes with any edit and is the same in every process that holds the same data.
     */
    allBody(locale: Locale): { body: string; etag: string } {
      let entry = everything.get(locale);
      if (!entry) {
        const source = locale === 'en-US' ? byTypeEn : byType;
        const body = JSON.stringify({ code: 200, msg: t(locale, 'ok'), data: Object.fromEntries(source) });
        const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
        entry = { body, etag: `"${hash}"` };
        everything.set(locale, entry);
      }
      return entry;
    },

    async listTypes(filter: { dictName?: string; dictType?: string; pageNum: number; pageSize: number }) {
      const { rows, total } = await listDictTypes(db, {
        dictName: filter.dictName,
        dictType: filter.dictType,
        offset: (filter.pageNum - 1) * filter.pageSize,
        limit: filter.pageSize,
      });
      const types: DictType[] = rows.map((row) => ({
        dictId: row.dictId,
        dictName: row.dictName,
        dictType: row.dictType,
        status: row.status === '1' ? '1' : '0',
        remark: row.remark,
        createTime: formatDateTime(row.createdAt),
      }));
      return { rows: types, total };
    },

    async create(input: DictDataInput, actor: ActorContext): Promise<DictData> {
      if (!(await findDictType(db, input.dictType))) {
        throw new NotFoundError('dict.unknownType', { dictType: input.dictType });
      }
      await ensureUniqueValue(input.dictType, input.dictValue);
      const row = await db.transaction(async (tx) => {
        const created = await insertDictData(tx, input);
        await recordAudit(tx, audit(actor, 'create', created.dictCode, undefined, created));
        return created;
      });
      await changed();
      return toDictData(row);
    },

    async update(dictCode: number, input: DictDataInput, actor: ActorContext): Promise<DictData> {
      const before = await findDictData(db, dictCode);
      if (!before) throw new NotFoundError('dict.notFound', { dictCode });
      if (!(await findDictType(db, input.dictType))) {
        throw new NotFoundError('dict.unknownType', { dictType: input.dictType });
      }
      await ensureUniqueValue(input.dictType, input.dictValue, dictCode);
      const row = await db.transaction(async (tx) => {
        const updated = await updateDictData(tx, dictCode, input);
        if (!updated) throw new NotFoundError('dict.notFound', { dictCode });
        await recordAudit(tx, audit(actor, 'update', dictCode, before, updated));
        return updated;
      });
      await changed();
      return toDictData(row);
    },

    async remove(codes: number[], actor: ActorContext): Promise<void> {
      const existing = await findDictDataByCodes(db, codes);
      const missing = codes.find((code) => !existing.some((row) => row.dictCode === code));
      if (missing !== undefined) throw new NotFoundError('dict.notFound', { dictCode: missing });
      await db.transaction(async (tx) => {
        await deleteDictData(tx, codes);
        for (const row of existing)
          await recordAudit(tx, audit(actor, 'delete', row.dictCode, row, undefined));
      });
      await changed();
    },
  };
}

function audit(
  actor: ActorContext,
  action: 'create' | 'update' | 'delete',
  code: number,
  before: unknown,
  after: unknown,
) {
  return {
    userId: actor.auth.userId,
    userName: actor.auth.userName,
    action,
    targetType: 'dict_data',
    targetId: String(code),
    before,
    after,
    ip: actor.ip,
    requestId: actor.requestId,
  };
}

export type DictService = Awaited<ReturnType<typeof createDictService>>;
