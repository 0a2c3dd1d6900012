/**
 * What the menu's sortable lists share (the categories, the product and modifier tables): one @dnd-kit area with
 * the same sensors (a pointer after 4 px, so a click on a row stays a click; the keyboard: focus the grip, Space,
 * arrows, Space) and the grip that starts a drag.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { UnstyledButton } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A drag area: `onMove` gets the dragged item's id and the id of the item it was dropped on (never the same). */
export function DragSortArea({
  onMove,
  children,
}: {
  onMove: (draggedId: number, overId: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(Number(active.id), Number(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      {children}
    </DndContext>
  );
}

/** The grip of a sortable item: `handle` is its useSortable attributes and listeners. */
export function DragGrip({
  handle,
  label,
  padding,
}: {
  handle: Record<string, unknown> | null;
  label: string;
  padding: CSSProperties['padding'];
}) {
  return (
    <UnstyledButton
      {...handle}
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none', color: 'var(--mantine-color-dimmed)', padding }}
    >
      ⠿
    </UnstyledButton>
  );
}
