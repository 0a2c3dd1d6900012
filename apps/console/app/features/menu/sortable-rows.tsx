/**
 * Drag-and-drop rows for a mantine-datatable with @dnd-kit (mouse, touch and keyboard): `SortableRows` wraps
 * the table (its `tableWrapper`), `sortableRow` builds each row (its `rowFactory`), `RowHandle` is the grip a
 * column renders. The handle reads its row's drag listeners from context, so only the grip starts a drag and
 * the rest of the row still opens on click.
 */
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TableTr, type TableTrProps } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { DragGrip, DragSortArea } from './drag-sort.tsx';

type HandleProps = ReturnType<typeof useSortable>['attributes'] & Record<string, unknown>;
const HandleContext = createContext<HandleProps | null>(null);

export function SortableRows({
  ids,
  onReorder,
  children,
}: {
  ids: number[];
  onReorder: (ids: number[]) => void;
  children: ReactNode;
}) {
  return (
    <DragSortArea onMove={(from, to) => onReorder(arrayMove(ids, ids.indexOf(from), ids.indexOf(to)))}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DragSortArea>
  );
}

function SortableRow({
  id,
  rowProps,
  children,
}: {
  id: number;
  rowProps: TableTrProps;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <TableTr
      {...rowProps}
      ref={setNodeRef}
      style={[
        rowProps.style,
        {
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 2 : undefined,
          background: isDragging ? 'var(--mantine-color-body)' : undefined,
          boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        },
      ]}
    >
      <HandleContext.Provider value={{ ...attributes, ...listeners }}>{children}</HandleContext.Provider>
    </TableTr>
  );
}

/** The `rowFactory` of a sortable table whose records have numeric ids. */
export function sortableRow<T extends { id: number }>(props: {
  record: T;
  rowProps: TableTrProps;
  children: ReactNode;
}) {
  return (
    <SortableRow key={props.record.id} id={props.record.id} rowProps={props.rowProps}>
      {props.children}
    </SortableRow>
  );
}

/** The grip of a row (a button: focus it and use Space and the arrow keys to move the row). */
export function RowHandle({ label }: { label: string }) {
  return <DragGrip handle={useContext(HandleContext)} label={label} padding="2px 6px" />;
}
