import type { DictDataAdmin } from '@coal/contracts';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Pagination, Tag } from 'antd';
import { useDictsT } from '../dicts-i18n';
import { useDragOrder } from '../model/use-drag-order';
import { ItemLabel, ItemStatusSwitch, ItemSynonyms, ItemUsage, RemoveItem } from './item-cells';
import { DragHandle, SortableCard } from './sortable-row';

interface ItemCardsProps {
  rows: DictDataAdmin[];
  total: number;
  page: { pageNum: number; pageSize: number };
  draggable: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
  onEdit: (item: DictDataAdmin) => void;
}

/** The items on a phone: one card each, dragged by the handle like the table's rows. */
export function ItemCards({ rows, total, page, draggable, onPage, onEdit }: ItemCardsProps) {
  const { t } = useDictsT();
  const { shown, sensors, onDragEnd, ids } = useDragOrder(rows);
  return (
    <>
      <DndContext
        sensors={sensors}
        modifiers={[restrictToVerticalAxis]}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!draggable}>
          <ul className="dicts-cards" aria-label={t('dicts.col.label')}>
            {shown.map((item) => (
              <SortableCard key={item.dictCode} id={String(item.dictCode)}>
                <div>{draggable && <DragHandle label={`${t('dicts.col.drag')} ${item.dictLabel}`} />}</div>
                <div className="dicts-card__body">
                  <div className="dicts-card__head">
                    <ItemLabel item={item} />
                    <ItemStatusSwitch item={item} />
                  </div>
                  <div className="dicts-card__facts">
                    <span>
                      {t('dicts.col.sort')} {item.dictSort}
                    </span>
                    <span>
                      {t('dicts.col.value')} <code className="dicts-code">{item.dictValue}</code>
                    </span>
                    <span>
                      {t('dicts.col.usage')} <ItemUsage item={item} />
                    </span>
                    {item.isDefault === 'Y' && <Tag color="processing">{t('dicts.default.yes')}</Tag>}
                  </div>
                  {item.synonyms.length > 0 && <ItemSynonyms item={item} />}
                  {item.remark && (
                    <div className="dicts-card__facts" lang="zh-CN">
                      {item.remark}
                    </div>
                  )}
                  <div className="dicts-card__actions">
                    <Button size="small" onClick={() => onEdit(item)}>
                      {t('dicts.action.edit')}
                    </Button>
                    <RemoveItem item={item} />
                  </div>
                </div>
              </SortableCard>
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <Pagination
        className="dicts-pager"
        size="small"
        current={page.pageNum}
        pageSize={page.pageSize}
        total={total}
        hideOnSinglePage
        showTotal={(count) => t('dicts.items.total', { total: count })}
        onChange={onPage}
      />
    </>
  );
}
