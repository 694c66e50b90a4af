import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableListProps<T> {
  items: T[];
  idOf: (item: T) => string;
  /** What a row's buttons are named after ("Move “Shipping” up"). */
  labelOf: (item: T) => string;
  /** The whole list in its new order (after a drag, or a move up or down). */
  onReorder: (items: T[]) => void;
  children: (item: T, handle: ReactNode) => ReactNode;
  disabled?: boolean;
}

/**
 * A list reordered by dragging its handle (pointer or keyboard: space, arrows, space) or by the
 * move up / move down buttons every row carries, for those who do not drag at all.
 */
export function SortableList<T>({
  items,
  idOf,
  labelOf,
  onReorder,
  children,
  disabled,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2">
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              label={labelOf(item)}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onMove={(by) => onReorder(arrayMove(items, index, index + by))}
            >
              {(handle) => children(item, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  first,
  last,
  disabled,
  onMove,
  children,
}: {
  id: string;
  label: string;
  first: boolean;
  last: boolean;
  disabled: boolean | undefined;
  onMove: (by: -1 | 1) => void;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: Boolean(disabled) });
  const handle = (
    <span className="flex shrink-0 items-center gap-1">
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('sortable.drag', { name: label })}
        className="grid size-9 cursor-grab place-items-center rounded-md text-ink-muted hover:bg-surface-sunken"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        disabled={first || disabled}
        onClick={() => onMove(-1)}
        aria-label={t('sortable.up', { name: label })}
        className="grid size-9 place-items-center rounded-md hover:bg-surface-sunken disabled:opacity-30"
      >
        <ArrowUp aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        disabled={last || disabled}
        onClick={() => onMove(1)}
        aria-label={t('sortable.down', { name: label })}
        className="grid size-9 place-items-center rounded-md hover:bg-surface-sunken disabled:opacity-30"
      >
        <ArrowDown aria-hidden className="size-4" />
      </button>
    </span>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-md border border-line bg-surface-raised ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      {children(handle)}
    </li>
  );
}
