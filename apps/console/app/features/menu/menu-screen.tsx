/**
 * The menu editor (ADMIN, issue 12): categories on the left (drag to reorder, grouped), the products of the
 * chosen category in a table, the product form in a drawer, category and group forms in modals. Every change
 * goes to the API at once; the storefront's next menu request shows it (decision 252).
 */
import type {
  StaffCategory,
  StaffCategoryInput,
  StaffGroup,
  StaffGroupInput,
  StaffMenu,
  StaffProduct,
  StaffProductInput,
} from '@dasturxon/contracts';
import { staffMenuEndpoints as endpoints } from '@dasturxon/contracts';
import { Alert, Button, Drawer, Grid, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { CategoryDialog, GroupDialog } from './category-dialogs.tsx';
import { CategoryList } from './category-list.tsx';
import { ProductForm } from './product-form.tsx';
import { ProductTable } from './product-table.tsx';
import { newProductValues, productValues } from './product-values.ts';
import { useStaffMenu } from './use-staff-menu.ts';

type Editing =
  | { kind: 'product'; product: StaffProduct | null }
  | { kind: 'category'; category: StaffCategory | null }
  | { kind: 'group'; group: StaffGroup | null }
  | null;

const blank = { uz: '', ru: '', eng: '' };

export function MenuScreen({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [lang] = useLang();
  const state = useStaffMenu(api);
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const { menu } = state;

  if (!menu) {
    return state.loadError ? (
      <Alert color="red">{errorText(state.loadError, t)}</Alert>
    ) : (
      <ListSkeleton rows={8} />
    );
  }
  const categoryId = selected ?? menu.categories[0]?.id ?? null;
  const category = menu.categories.find((c) => c.id === categoryId) ?? null;
  const products = menu.products.filter((p) => p.categoryId === categoryId);

  const open = (next: Editing) => {
    setError(null);
    setEditing(next);
  };
  /** Saves through `run`; closes the form on success, keeps it open with the server's message otherwise. */
  const save = async (run: Parameters<typeof state.change>[0]) => {
    setBusy(true);
    const failure = await state.change(run, t('menu.saved'));
    setBusy(false);
    setError(failure);
    if (!failure) setEditing(null);
  };
  const remove = async (name: string, run: () => Parameters<typeof state.change>[0]) => {
    if (!window.confirm(t('menu.deleteConfirm', { name }))) return;
    await save(run());
  };
  const quick = async (product: StaffProduct, run: () => Promise<unknown>) => {
    setBusyId(product.id);
    await run();
    setBusyId(null);
  };

  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between">
        <Title order={3}>{t('menu.title')}</Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => open({ kind: 'group', group: null })}>
            + {t('menu.addGroup')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={menu.groups.length === 0}
            onClick={() => open({ kind: 'category', category: null })}
          >
            + {t('menu.addCategory')}
          </Button>
          <Button size="xs" disabled={!category} onClick={() => open({ kind: 'product', product: null })}>
            + {t('menu.addProduct')}
          </Button>
        </Group>
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p={6} radius="sm">
            <Text size="xs" c="dimmed" px={4} pb={4}>
              {t('menu.dragHint')}
            </Text>
            <ScrollArea.Autosize mah="calc(100vh - 190px)">
              {menu.categories.length === 0 ? (
                <Text size="sm" c="dimmed" p="xs">
                  {t('menu.noCategories')}
                </Text>
              ) : null}
              <CategoryList
                groups={menu.groups}
                categories={menu.categories}
                products={menu.products}
                selectedId={categoryId}
                onSelect={setSelected}
                onEdit={(c) => open({ kind: 'category', category: c })}
                onEditGroup={(g) => open({ kind: 'group', group: g })}
                onReorder={(ids) => void state.reorderCategories(ids)}
              />
            </ScrollArea.Autosize>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap={6}>
            <Text fw={600}>{category?.name[lang] ?? ''}</Text>
            <ProductTable
              products={products}
              busyId={busyId}
              onOpen={(p) => open({ kind: 'product', product: p })}
              onReorder={(ids) => categoryId !== null && void state.reorderProducts(categoryId, ids)}
              onToggleActive={(p) =>
                void quick(p, () =>
                  state.change(
                    api.call(endpoints.updateProduct, {
                      params: { id: p.id },
                      body: { ...productValues(p), active: !p.active },
                    }),
                  ),
                )
              }
              onToggleAvailable={(p) => void quick(p, () => state.setAvailability(p, null, !p.isAvailable))}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <Drawer
        opened={editing?.kind === 'product'}
        onClose={() => setEditing(null)}
        position="right"
        size={760}
        title={
          <Text fw={700}>
            {editing?.kind === 'product' && editing.product ? t('menu.editProduct') : t('menu.newProduct')}
          </Text>
        }
      >
        {editing?.kind === 'product' && categoryId !== null ? (
          <ProductForm
            key={editing.product?.id ?? 'new'}
            menu={menu}
            initial={editing.product ? productValues(editing.product) : newProductValues(categoryId)}
            busy={busy}
            error={error}
            onCancel={() => setEditing(null)}
            onSubmit={(body: StaffProductInput) =>
              void save(
                editing.product
                  ? api.call(endpoints.updateProduct, { params: { id: editing.product.id }, body })
                  : api.call(endpoints.createProduct, { body }),
              )
            }
            {...(editing.product
              ? {
                  onDelete: () => {
                    const p = editing.product as StaffProduct;
                    void remove(p.name[lang], () =>
                      api.call(endpoints.deleteProduct, { params: { id: p.id } }),
                    );
                  },
                }
              : {})}
          />
        ) : null}
      </Drawer>

      {editing?.kind === 'category' ? (
        <CategoryDialog
          title={editing.category ? t('menu.editCategory') : t('menu.newCategory')}
          groups={menu.groups}
          initial={categoryValues(editing.category, menu)}
          busy={busy}
          error={error}
          onClose={() => setEditing(null)}
          onSubmit={(body: StaffCategoryInput) =>
            void save(
              editing.category
                ? api.call(endpoints.updateCategory, { params: { id: editing.category.id }, body })
                : api.call(endpoints.createCategory, { body }),
            )
          }
          {...(editing.category
            ? {
                onDelete: () => {
                  const c = editing.category as StaffCategory;
                  void remove(c.name[lang], () =>
                    api.call(endpoints.deleteCategory, { params: { id: c.id } }),
                  );
                },
              }
            : {})}
        />
      ) : null}

      {editing?.kind === 'group' ? (
        <GroupDialog
          title={editing.group ? t('menu.editGroup') : t('menu.newGroup')}
          initial={groupValues(editing.group)}
          busy={busy}
          error={error}
          onClose={() => setEditing(null)}
          onSubmit={(body: StaffGroupInput) =>
            void save(
              editing.group
                ? api.call(endpoints.updateGroup, { params: { id: editing.group.id }, body })
                : api.call(endpoints.createGroup, { body }),
            )
          }
          {...(editing.group
            ? {
                onDelete: () => {
                  const g = editing.group as StaffGroup;
                  void remove(g.name[lang], () => api.call(endpoints.deleteGroup, { params: { id: g.id } }));
                },
              }
            : {})}
        />
      ) : null}
    </Stack>
  );
}

function categoryValues(c: StaffCategory | null, menu: StaffMenu): StaffCategoryInput {
  if (c) {
    const { id: _id, priority: _p, ...values } = c;
    return values;
  }
  return {
    groupId: menu.groups[0]?.id ?? 0,
    name: { ...blank },
    image: null,
    textColor: null,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
    navigationType: 'POP_UP',
    isWithoutCart: false,
  };
}

function groupValues(g: StaffGroup | null): StaffGroupInput {
  if (g) {
    const { id: _id, priority: _p, ...values } = g;
    return values;
  }
  return { name: { ...blank }, icon: null, image: null, bgColor: null, iconBgColor: null };
}
