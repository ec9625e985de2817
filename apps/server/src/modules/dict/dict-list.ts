import type { DictDataAdmin, DictDataListQuery } from '@coal/contracts';

type Filter = Pick<DictDataListQuery, 'keyword' | 'status' | 'orderByColumn' | 'isAsc'>;

const collator = new Intl.Collator('zh-CN', { numeric: true });

const compareBy: Record<
  NonNullable<Filter['orderByColumn']>,
  (a: DictDataAdmin, b: DictDataAdmin) => number
> = {
  dictSort: (a, b) => a.dictSort - b.dictSort || a.dictCode - b.dictCode,
  dictLabel: (a, b) => collator.compare(a.dictLabel, b.dictLabel),
  dictValue: (a, b) => collator.compare(a.dictValue, b.dictValue),
  usage: (a, b) => a.usage - b.usage,
  updateTime: (a, b) => a.updateTime.localeCompare(b.updateTime),
};

/** A type's items (a few dozen at most) filtered and sorted in memory; dictSort order by default. */
export function selectItems(items: DictDataAdmin[], filter: Filter): DictDataAdmin[] {
  const word = filter.keyword?.toLowerCase();
  const matches = (item: DictDataAdmin) =>
    !word ||
    [item.dictLabel, item.dictLabelEn, item.dictValue, item.remark, ...item.synonyms].some((text) =>
      text.toLowerCase().includes(word),
    );
  const compare = compareBy[filter.orderByColumn ?? 'dictSort'];
  const direction = filter.isAsc === 'desc' || filter.isAsc === 'descending' ? -1 : 1;
  return items
    .filter((item) => matches(item) && (!filter.status || item.status === filter.status))
    .sort((a, b) => direction * compare(a, b) || a.dictSort - b.dictSort);
}

export const pageOf = <T>(rows: T[], pageNum: number, pageSize: number): T[] =>
  rows.slice((pageNum - 1) * pageSize, pageNum * pageSize);
