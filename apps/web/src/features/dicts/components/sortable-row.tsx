import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import {
  createContext,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';

interface HandleContext {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: ReturnType<typeof useSortable>['listeners'];
  attributes?: ReturnType<typeof useSortable>['attributes'];
}

const RowHandle = createContext<HandleContext>({});

/** The grip a row is dragged by; it also takes Space and the arrow keys. */
export function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowHandle);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      className="dicts-drag-handle"
      aria-label={label}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
    />
  );
}

/** A table row that moves with the drag, identified by the row key antd passes. */
export function SortableRow(
  props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string | number },
) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: String(props['data-row-key']) });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  const handle = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return (
    <RowHandle.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowHandle.Provider>
  );
}

/** A card of the phone list that moves with the drag, dragged by its own handle. */
export function SortableCard({ id, children }: { id: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return (
    <RowHandle.Provider value={handle}>
      <li
        ref={setNodeRef}
        className="dicts-card"
        style={{
          transform: CSS.Translate.toString(transform),
          transition,
          ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
        }}
      >
        {children}
      </li>
    </RowHandle.Provider>
  );
}
