import type { DictDataAdmin, DictDataInput } from '@coal/contracts';

/** An item as the save call takes it back, with some fields changed. */
export const inputOf = (item: DictDataAdmin, patch: Partial<DictDataInput> = {}): DictDataInput => ({
  dictType: item.dictType,
  dictLabel: item.dictLabel,
  dictLabelEn: item.dictLabelEn,
  dictValue: item.dictValue,
  synonyms: item.synonyms,
  dictSort: item.dictSort,
  cssClass: item.cssClass,
  listClass: item.listClass,
  isDefault: item.isDefault,
  remark: item.remark,
  status: item.status,
  ...patch,
});
