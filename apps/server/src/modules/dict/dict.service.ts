import type {
  DictData,
  DictDataAdmin,
  DictDataInput,
  DictDataListQuery,
  DictType,
  DictTypeListQuery,
} from '@coal/contracts';
import type { Actor } from '../../lib/actor';
import { cacheCounter } from '../../lib/cache-stats';
import type { ChangeBus } from '../../lib/change-bus';
import { type CachedJson, etagOf } from '../../lib/json-cache';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { t, type Locale } from '../../lib/i18n';
import { createRefresher } from '../../lib/refresher';
import { formatDateTime } from '../../lib/time';
import { type AuditEntry, auditEntry } from '../audit';
import type { DictDataRow, DictRepository } from './dict.repository';
import { itemsWorkbook } from './dict-export';
import { pageOf, selectItems } from './dict-list';

function toDictData(row: DictDataRow): DictData {
  return {
    dictCode: row.dictCode,
    dictSort: row.dictSort,
    dictLabel: row.dictLabel,
    dictValue: row.dictValue,
    dictType: row.dictType,
    synonyms: row.synonyms,
    cssClass: row.cssClass,
    listClass: row.listClass,
    isDefault: row.isDefault === 'Y' ? 'Y' : 'N',
    remark: row.remark,
    status: row.status === '1' ? '1' : '0',
  };
}

/**
 * Dictionaries are read on nearly every screen and edited rarely: they are served from memory and
 * reloaded after each edit, here and (through the change bus) in every other server process.
 */
/** What the dictionary service reads and writes, bound to the database or to one transaction. */
export interface DictStore {
  dicts: DictRepository;
  audit(entry: AuditEntry): Promise<void>;
}

export interface DictServiceDeps {
  store: DictStore;
  transaction: <T>(work: (store: DictStore) => Promise<T>) => Promise<T>;
  bus: Pick<ChangeBus, 'on' | 'publish'>;
  /** How many stored records hold a value of a type: such a value may not be deleted or renamed. */
  usage: (dictType: string, dictValue: string) => Promise<number>;
  /** Every value of a type with the number of stored records holding it. */
  usageByType: (dictType: string) => Promise<Map<string, number>>;
}

const dictCache = cacheCounter('dict');

export async function createDictService({ store, transaction, bus, usage, usageByType }: DictServiceDeps) {
  const repo = store.dicts;
  let byType = new Map<string, DictData[]>();
  /** The same items with English labels where the dictionary has them. */
  let byTypeEn = new Map<string, DictData[]>();
  /** Whole response bodies per locale and type, built on first read after each reload. */
  let bodies = new Map<string, string>();
  /** The body of every dictionary at once per locale, with its entity tag. */
  let everything = new Map<Locale, CachedJson>();

  async function reload(): Promise<void> {
    const next = new Map<string, DictData[]>();
    const nextEn = new Map<string, DictData[]>();
    for (const row of await repo.all()) {
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
  const refresher = createRefresher(reload);
  bus.on('dict', () => refresher.request());

  async function changed(): Promise<void> {
    await reload();
    await bus.publish('dict');
  }

  async function ensureUniqueValue(dictType: string, dictValue: string, exceptCode?: number): Promise<void> {
    const clash = await repo.findValue(dictType, dictValue);
    if (clash && clash.dictCode !== exceptCode)
      throw new ConflictError('dict.duplicateValue', { dictType, dictValue });
  }

  /** An item's own label or value needs no synonym: such words are dropped from the list. */
  const ownWordsDropped = <T extends Pick<DictDataInput, 'dictLabel' | 'dictValue' | 'synonyms'>>(
    input: T,
  ): T =>
    input.synonyms
      ? { ...input, synonyms: input.synonyms.filter((w) => w !== input.dictLabel && w !== input.dictValue) }
      : input;

  /** A synonym may name one item only, and never another item's label or value. */
  function ensureSynonymsFree(
    input: Pick<DictDataInput, 'dictType' | 'dictLabel' | 'dictValue' | 'synonyms'>,
    exceptCode?: number,
  ): void {
    const items = (byType.get(input.dictType) ?? []).filter((d) => d.dictCode !== exceptCode);
    for (const word of input.synonyms ?? []) {
      const clash = items.find(
        (d) => d.dictLabel === word || d.dictValue === word || d.synonyms.includes(word),
      );
      if (clash) throw new ConflictError('dict.synonymTaken', { word, dictLabel: clash.dictLabel });
    }
  }

  async function ensureUnused(row: DictDataRow): Promise<void> {
    const rows = await usage(row.dictType, row.dictValue);
    if (rows > 0)
      throw new ConflictError('dict.inUse', { dictLabel: row.dictLabel, dictValue: row.dictValue, rows });
  }

  /** The items of a type as the admins' page shows them, with their usage counts. */
  async function adminItems(dictType: string): Promise<DictDataAdmin[]> {
    if (!(await repo.findType(dictType))) throw new NotFoundError('dict.unknownType', { dictType });
    const [rows, counts] = await Promise.all([repo.ofType(dictType), usageByType(dictType)]);
    return rows.map((row) => ({
      ...toDictData(row),
      dictLabelEn: row.dictLabelEn,
      usage: counts.get(row.dictValue) ?? 0,
      updateTime: formatDateTime(row.updatedAt),
    }));
  }

  return {
    /** A dictionary's items in dictSort order (an unknown type is an empty list); in English with the English labels where it has them. */
    byType(dictType: string, locale: Locale = 'zh-CN'): DictData[] {
      return (locale === 'en-US' ? byTypeEn : byType).get(dictType) ?? [];
    },

    /** The serialized success envelope of `byType`, cached: the hottest read of the console. */
    responseBody(dictType: string, locale: Locale): string {
      const key = `${locale}\u0000${dictType}`;
      let body = bodies.get(key);
      if (body !== undefined) dictCache.hits++;
      else {
        dictCache.misses++;
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
    allBody(locale: Locale): CachedJson {
      let entry = everything.get(locale);
      if (entry) dictCache.hits++;
      else {
        dictCache.misses++;
        const source = locale === 'en-US' ? byTypeEn : byType;
        const body = JSON.stringify({ code: 200, msg: t(locale, 'ok'), data: Object.fromEntries(source) });
        entry = { body, etag: etagOf(body) };
        everything.set(locale, entry);
      }
      return entry;
    },

    async listTypes(filter: DictTypeListQuery, locale: Locale = 'zh-CN') {
      const { rows, total } = await repo.listTypes({
        dictName: filter.dictName,
        dictType: filter.dictType,
        orderByColumn: filter.orderByColumn,
        descending: filter.isAsc === 'desc' || filter.isAsc === 'descending',
        offset: (filter.pageNum - 1) * filter.pageSize,
        limit: filter.pageSize,
      });
      const types: DictType[] = rows.map((row) => ({
        dictId: row.dictId,
        dictName: (locale === 'en-US' && row.dictNameEn) || row.dictName,
        dictType: row.dictType,
        status: row.status === '1' ? '1' : '0',
        remark: row.remark,
        createTime: formatDateTime(row.createdAt),
      }));
      return { rows: types, total };
    },

    /** One page of a type's items, filtered and sorted, each with the records that use it. */
    async listItems(query: DictDataListQuery) {
      const rows = selectItems(await adminItems(query.dictType), query);
      return { rows: pageOf(rows, query.pageNum, query.pageSize), total: rows.length };
    },

    /** The filtered items as an .xlsx workbook, with headers in the reader's language. */
    async exportItems(query: Omit<DictDataListQuery, 'pageNum' | 'pageSize'>, locale: Locale) {
      const type = await repo.findType(query.dictType);
      const rows = selectItems(await adminItems(query.dictType), query);
      return {
        fileName: `${type?.dictName ?? query.dictType}-${query.dictType}.xlsx`,
        data: await itemsWorkbook(rows, locale),
      };
    },

    /** Drag and drop: the item takes `overCode`'s place in its type and the type is numbered 1, 2, 3 …. */
    async move(dictCode: number, overCode: number, actor: Actor): Promise<DictData[]> {
      const [moved, over] = await Promise.all([repo.find(dictCode), repo.find(overCode)]);
      if (!moved) throw new NotFoundError('dict.notFound', { dictCode });
      if (!over) throw new NotFoundError('dict.notFound', { dictCode: overCode });
      if (over.dictType !== moved.dictType) throw new BadRequestError('dict.moveAcrossTypes');
      await transaction(async (tx) => {
        const before = await tx.dicts.ofType(moved.dictType);
        const order = before.map((row) => row.dictCode).filter((code) => code !== dictCode);
        order.splice(
          before.findIndex((row) => row.dictCode === overCode),
          0,
          dictCode,
        );
        await tx.dicts.renumber(order);
        const valueOf = new Map(before.map((row) => [row.dictCode, row.dictValue]));
        await tx.audit(
          audit(
            actor,
            'update',
            dictCode,
            { dictType: moved.dictType, order: before.map((row) => row.dictValue) },
            { dictType: moved.dictType, order: order.map((code) => valueOf.get(code)) },
          ),
        );
      });
      await changed();
      return byType.get(moved.dictType) ?? [];
    },

    async create(given: DictDataInput, actor: Actor): Promise<DictData> {
      const input = ownWordsDropped(given);
      if (!(await repo.findType(input.dictType))) {
        throw new NotFoundError('dict.unknownType', { dictType: input.dictType });
      }
      await ensureUniqueValue(input.dictType, input.dictValue);
      ensureSynonymsFree(input);
      const row = await transaction(async (tx) => {
        const created = await tx.dicts.insert(input);
        await tx.audit(audit(actor, 'create', created.dictCode, undefined, created));
        return created;
      });
      await changed();
      return toDictData(row);
    },

    async update(dictCode: number, given: DictDataInput, actor: Actor): Promise<DictData> {
      const input = ownWordsDropped(given);
      const before = await repo.find(dictCode);
      if (!before) throw new NotFoundError('dict.notFound', { dictCode });
      if (!(await repo.findType(input.dictType))) {
        throw new NotFoundError('dict.unknownType', { dictType: input.dictType });
      }
      await ensureUniqueValue(input.dictType, input.dictValue, dictCode);
      ensureSynonymsFree(input, dictCode);
      if (before.dictValue !== input.dictValue || before.dictType !== input.dictType)
        await ensureUnused(before);
      const row = await transaction(async (tx) => {
        const updated = await tx.dicts.update(dictCode, input);
        if (!updated) throw new NotFoundError('dict.notFound', { dictCode });
        await tx.audit(audit(actor, 'update', dictCode, before, updated));
        return updated;
      });
      await changed();
      return toDictData(row);
    },

    /** Replaces an item's synonyms (the words an import reads as it); audited like any edit. */
    async setSynonyms(dictCode: number, words: string[], actor: Actor): Promise<DictData> {
      const before = await repo.find(dictCode);
      if (!before) throw new NotFoundError('dict.notFound', { dictCode });
      const { synonyms } = ownWordsDropped({
        dictLabel: before.dictLabel,
        dictValue: before.dictValue,
        synonyms: words,
      });
      ensureSynonymsFree(
        {
          dictType: before.dictType,
          dictLabel: before.dictLabel,
          dictValue: before.dictValue,
          synonyms,
        },
        dictCode,
      );
      const row = await transaction(async (tx) => {
        const updated = await tx.dicts.update(dictCode, { synonyms: synonyms ?? [] });
        if (!updated) throw new NotFoundError('dict.notFound', { dictCode });
        await tx.audit(audit(actor, 'update', dictCode, before, updated));
        return updated;
      });
      await changed();
      return toDictData(row);
    },

    async remove(codes: number[], actor: Actor): Promise<void> {
      const existing = await repo.findByCodes(codes);
      const missing = codes.find((code) => !existing.some((row) => row.dictCode === code));
      if (missing !== undefined) throw new NotFoundError('dict.notFound', { dictCode: missing });
      for (const row of existing) await ensureUnused(row);
      await transaction(async (tx) => {
        await tx.dicts.delete(codes);
        for (const row of existing) await tx.audit(audit(actor, 'delete', row.dictCode, row, undefined));
      });
      await changed();
    },
  };
}

/** A dictionary entry's audit line, with the entry before and after the change. */
const audit = (
  actor: Actor,
  action: AuditEntry['action'],
  code: number,
  before: unknown,
  after: unknown,
): AuditEntry => auditEntry(actor, action, { type: 'dict_data', id: code }, { before, after });

export type DictService = Awaited<ReturnType<typeof createDictService>>;
