/**
 * The categories of the menu, grouped under their groups, in the storefront's order; drag a category by its
 * handle (mouse, touch or keyboard: @dnd-kit's sortable preset) to change the order inside its group.
 */

import type { StaffCategory, StaffGroup, StaffProduct } from '@dasturxon/contracts';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, NavLink, Stack, Text } from '@mantine/core';
import { useLang, useT } from '../../i18n/index.tsx';
import { DragGrip, DragSortArea } from './drag-sort.tsx';

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
        <DragGrip
          handle={{ ...attributes, ...listeners }}
          label={`${t('menu.dragHint')}: ${category.name[lang]}`}
          padding="4px 2px"
        />
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
  const onMove = (draggedId: number, overId: number) => {
    const ids = props.categories.map((c) => c.id);
    const from = ids.indexOf(draggedId);
    const to = ids.indexOf(overId);
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
    <DragSortArea onMove={onMove}>
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
    </DragSortArea>
  );
}
