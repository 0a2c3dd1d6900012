/**
 * The categories of the menu, grouped under their groups, in the storefront's order; drag a category by its
 * handle (mouse, touch or keyboard: @dnd-kit's sortable preset) to change the order inside its group.
 */

import type { StaffCategory, StaffGroup, StaffProduct } from '@dasturxon/contracts';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLang, useT } from '../../i18n/index.tsx';

export interface CategoryListProps {
  groups: StaffGroup[];
  categories: StaffCategory[];
  products: StaffProduct[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onEdit: (category: StaffCategory) => void;
  onEditGroup: (group: StaffGroup) => void;
  /** The new order of every category of the menu (ids), after a drop. */
  onReorder: (ids: number[]) => void;
}

function SortableCategory({
  category,
  count,
  stopped,
  active,
  onSelect,
  onEdit,
}: {
  category: StaffCategory;
  count: number;
  stopped: number;
  active: boolean;
  onSelect: () => void;
  onEdit: () => void;
}) {
  const t = useT();
  const [lang] = useLang();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: category.id,
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid="category-row"
    >
      <Group gap={2} wrap="nowrap">
        <UnstyledButton
          {...attributes}
          {...listeners}
          aria-label={`${t('menu.dragHint')}: ${category.name[lang]}`}
          style={{
            cursor: 'grab',
            padding: '4px 2px',
            color: 'var(--mantine-color-dimmed)',
            touchAction: 'none',
          }}
        >
          ⠿
        </UnstyledButton>
        <NavLink
          active={active}
          onClick={onSelect}
          onDoubleClick={onEdit}
          py={5}
          label={category.name[lang]}
          rightSection={
            <Group gap={4} wrap="nowrap">
              {stopped > 0 ? (
                <Badge size="xs" color="red" variant="light">
                  {stopped}
                </Badge>
              ) : null}
              <Text size="xs" c="dimmed">
                {count}
              </Text>
              <ActionIcon
                size="xs"
                variant="subtle"
                aria-label={t('menu.editCategory')}
                onClick={(e) => {
                  e.stopPropagation();
                  onEdit();
                }}
              >
                ✎
              </ActionIcon>
            </Group>
          }
        />
      </Group>
    </div>
  );
}

export function CategoryList(props: CategoryListProps) {
  const [lang] = useLang();
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = props.categories.map((c) => c.id);
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    const a = props.categories[from];
    const b = props.categories[to];
    // Only inside a group: a category changes group in its own form.
    if (!a || !b || a.groupId !== b.groupId) return;
    props.onReorder(arrayMove(ids, from, to));
  };
  const stoppedOf = (categoryId: number) =>
    props.products.filter(
      (p) => p.categoryId === categoryId && (!p.isAvailable || p.branches.some((b) => !b.isAvailable)),
    ).length;

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <Stack gap={6}>
        {props.groups.map((group) => {
          const inGroup = props.categories.filter((c) => c.groupId === group.id);
          return (
            <div key={group.id}>
              <Group justify="space-between" gap={4} px={4}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {group.name[lang]}
                </Text>
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  aria-label={t('menu.editGroup')}
                  onClick={() => props.onEditGroup(group)}
                >
                  ✎
                </ActionIcon>
              </Group>
              <SortableContext items={inGroup.map((c) => c.id)} strategy={verticalListSortingStrategy}>
                {inGroup.map((category) => (
                  <SortableCategory
                    key={category.id}
                    category={category}
                    count={props.products.filter((p) => p.categoryId === category.id).length}
                    stopped={stoppedOf(category.id)}
                    active={category.id === props.selectedId}
                    onSelect={() => props.onSelect(category.id)}
                    onEdit={() => props.onEdit(category)}
                  />
                ))}
              </SortableContext>
            </div>
          );
        })}
      </Stack>
    </DndContext>
  );
}
