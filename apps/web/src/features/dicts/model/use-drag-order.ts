import type { DictDataAdmin } from '@coal/contracts';
import { type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import { useFeedback } from '@/components/feedback';
import { useMoveItem } from '../api/edit-items';
import { useDictsT } from '../dicts-i18n';

/** Rows dragged into a new order: shown at once, saved as one move, replaced by the server's answer. */
export function useDragOrder(rows: DictDataAdmin[]) {
  const { t } = useDictsT();
  const { message } = useFeedback();
  const move = useMoveItem();
  const [dropped, setDropped] = useState<{ of: DictDataAdmin[]; order: DictDataAdmin[] }>();
  const shown = dropped?.of === rows ? dropped.order : rows;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = shown.findIndex((row) => String(row.dictCode) === active.id);
    const to = shown.findIndex((row) => String(row.dictCode) === over.id);
    const moved = shown[from];
    const target = shown[to];
    if (!moved || !target) return;
    setDropped({ of: rows, order: arrayMove(shown, from, to) });
    move.mutate(
      { dictCode: moved.dictCode, overCode: target.dictCode },
      {
        onSuccess: () => void message.success(t('dicts.items.moved', { label: moved.dictLabel })),
        onError: () => setDropped(undefined),
      },
    );
  }

  return { shown, sensors, onDragEnd, saving: move.isPending, ids: shown.map((row) => String(row.dictCode)) };
}
