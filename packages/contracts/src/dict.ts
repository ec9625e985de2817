import { z } from 'zod';
import { envelopeOf, listEnvelopeOf, pageQuery } from './envelope';
import { idParam, idValue } from './ids';

/** A dictionary item in the RuoYi shape. */
export const dictData = z.object({
  dictCode: z.number().int(),
  dictSort: z.number().int(),
  dictLabel: z.string(),
  dictValue: z.string(),
  dictType: z.string(),
  /** Other words real lists use for this item; an import reads them as the item. */
  synonyms: z.array(z.string()).default([]),
  cssClass: z.string(),
  listClass: z.string(),
  isDefault: z.enum(['Y', 'N']),
  remark: z.string(),
  /** '0' in use, '1' disabled: a disabled item still labels stored data but is offered for no new data. */
  status: z.enum(['0', '1']).default('0'),
});
export type DictData = z.infer<typeof dictData>;
export const dictDataResponse = envelopeOf(z.array(dictData));

/** Every dictionary at once, keyed by type, each in dictSort order: what a client loads per session. */
export const dictDataAll = z.record(z.string(), z.array(dictData));
export type DictDataAll = z.infer<typeof dictDataAll>;
export const dictDataAllResponse = envelopeOf(dictDataAll);

export const dictType = z.object({
  dictId: z.number().int(),
  /** In the reader's language: the English name for en-US where there is one. */
  dictName: z.string(),
  dictType: z.string(),
  status: z.enum(['0', '1']),
  remark: z.string(),
  createTime: z.string(),
});
export type DictType = z.infer<typeof dictType>;
export const dictTypeListResponse = listEnvelopeOf(dictType);

export const dictTypeName = z.string().regex(/^[a-z][a-z0-9_]{1,63}$/);

export const dictDataInput = z.object({
  dictType: dictTypeName,
  dictLabel: z.string().trim().min(1).max(100),
  /** The label shown to clients that ask for en-US; empty falls back to dictLabel; absent keeps the stored one. */
  dictLabelEn: z.string().trim().max(100).optional(),
  dictValue: z.string().trim().min(1).max(100),
  /** Absent keeps the stored list. */
  synonyms: z
    .array(z.string().trim().min(1).max(50))
    .max(100)
    .transform((words) => [...new Set(words)])
    .optional(),
  dictSort: z.number().int().min(0).max(9999).default(0),
  cssClass: z.string().max(100).default(''),
  listClass: z.string().max(100).default(''),
  isDefault: z.enum(['Y', 'N']).default('N'),
  remark: z.string().max(500).default(''),
  /** Absent keeps the stored state (a new item is enabled). */
  status: z.enum(['0', '1']).optional(),
});
export type DictDataInput = z.infer<typeof dictDataInput>;
export const dictDataUpdate = dictDataInput.extend({ dictCode: idValue });

export const dictTypeParams = z.object({ dictType: z.string().max(100) });
export const DICT_TYPE_SORT_COLUMNS = ['dictId', 'dictName', 'dictType'] as const;
export const dictTypeListQuery = pageQuery.extend({
  dictName: z.string().max(100).optional(),
  dictType: z.string().max(100).optional(),
  orderByColumn: z.enum(DICT_TYPE_SORT_COLUMNS).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});
export type DictTypeListQuery = z.infer<typeof dictTypeListQuery>;
/** `1,2,3`: the codes of the items to delete. */
export const dictDeleteParams = z.object({
  dictCodes: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/)
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(idValue)),
});

/** The words an import reads as one item: trimmed, each once. */
export const dictSynonyms = z
  .array(z.string().trim().min(1).max(50))
  .max(100)
  .transform((words) => [...new Set(words)]);
export const dictSynonymsBody = z.object({ synonyms: dictSynonyms });
export const dictCodeParams = z.object({ dictCode: idParam });

/** An item as the admins' page shows it: both labels, its state, and how many stored records hold it. */
export const dictDataAdmin = dictData.extend({
  dictLabelEn: z.string(),
  /** Mines and mine records whose coded field holds this value. */
  usage: z.number().int(),
  updateTime: z.string(),
});
export type DictDataAdmin = z.infer<typeof dictDataAdmin>;
export const dictDataListResponse = listEnvelopeOf(dictDataAdmin);

export const DICT_DATA_SORT_COLUMNS = ['dictSort', 'dictLabel', 'dictValue', 'usage', 'updateTime'] as const;
export type DictDataSortColumn = (typeof DICT_DATA_SORT_COLUMNS)[number];

/** The admins' item list of one type: a word in either label, the value or a synonym; state; order. */
export const dictDataListQuery = pageQuery.extend({
  dictType: dictTypeName,
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(['0', '1']).optional(),
  orderByColumn: z.enum(DICT_DATA_SORT_COLUMNS).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});
export type DictDataListQuery = z.infer<typeof dictDataListQuery>;
export const dictDataExportQuery = dictDataListQuery.omit({ pageNum: true, pageSize: true });

/** Drag and drop: the item takes the place of `overCode` in its type's order, the others close up. */
export const dictMoveBody = z.object({ overCode: idValue });
