/**
 * The products of one category (mantine-datatable), in the storefront's order: photo, name with labels, price
 * (after the discount), channels, and two switches: shown in the menu, and on sale everywhere (the stop-list's
 * "every branch" tap). A row opens the product form; its grip drags it to a new place (@dnd-kit).
 */
import type { StaffProduct } from '@dasturxon/contracts';
import { imageUrl } from '@dasturxon/domain';
import { Badge, Group, Image, Stack, Switch, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatAmount } from '../../lib/format.ts';
import { RowHandle, SortableRows, sortableRow } from './sortable-rows.tsx';

export interface ProductTableProps {
  products: StaffProduct[];
  busyId: number | null;
  onOpen: (product: StaffProduct) => void;
  /** The category's products in their new order (ids), after a drop. */
  onReorder: (ids: number[]) => void;
  onToggleActive: (product: StaffProduct) => void;
  onToggleAvailable: (product: StaffProduct) => void;
}

const discounted = (p: StaffProduct) => Math.round((p.costPrice * (100 - p.discount)) / 100);

export function ProductTable({
  products,
  busyId,
  onOpen,
  onReorder,
  onToggleActive,
  onToggleAvailable,
}: ProductTableProps) {
  const t = useT();
  const [lang] = useLang();
  const stopEverywhere = (p: StaffProduct) => !p.isAvailable;
  const stopSomewhere = (p: StaffProduct) => p.isAvailable && p.branches.some((b) => !b.isAvailable);
  return (
    <DataTable<StaffProduct>
      withTableBorder
      striped
      highlightOnHover
      verticalSpacing={4}
      horizontalSpacing="xs"
      fz="sm"
      minHeight={160}
      noRecordsText={t('menu.noProducts')}
      records={products}
      idAccessor="id"
      tableWrapper={({ children }) => (
        <SortableRows ids={products.map((p) => p.id)} onReorder={onReorder}>
          {children}
        </SortableRows>
      )}
      rowFactory={sortableRow}
      onRowClick={({ record, event }) => {
        if ((event.target as HTMLElement).closest('button, input, label')) return;
        onOpen(record);
      }}
      rowStyle={(p) => (p.active ? undefined : { opacity: 0.55 })}
      columns={[
        {
          accessor: 'priority',
          title: '',
          width: 36,
          render: (p) => <RowHandle label={`${t('menu.dragHint')}: ${p.name[lang]}`} />,
        },
        {
          accessor: 'image',
          title: '',
          width: 60,
          render: (p) => (
            <Image
              src={imageUrl(p.image, { cdnBase: '', variant: 'thumb' })}
              w={40}
              h={40}
              radius="sm"
              fit="cover"
              alt=""
            />
          ),
        },
        {
          accessor: 'name',
          title: t('menu.col.name'),
          render: (p) => (
            <Stack gap={0}>
              <Text size="sm" fw={500} lineClamp={1}>
                {p.name[lang]}
              </Text>
              <Group gap={4}>
                {p.active ? null : (
                  <Badge size="xs" color="gray" variant="outline">
                    {t('menu.hidden')}
                  </Badge>
                )}
                {p.labels.map((l) => (
                  <Badge key={l} size="xs" variant="light">
                    {l}
                  </Badge>
                ))}
                {p.modificationGroups.length ? (
                  <Text size="xs" c="dimmed">
                    {p.modificationGroups.map((g) => g.name[lang]).join(', ')}
                  </Text>
                ) : null}
              </Group>
            </Stack>
          ),
        },
        {
          accessor: 'costPrice',
          title: t('menu.col.price'),
          textAlign: 'right',
          width: 120,
          render: (p) => (
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600} data-testid="product-price">
                {formatAmount(discounted(p))}
              </Text>
              {p.discount > 0 ? (
                <Text size="xs" c="dimmed" td="line-through">
                  {formatAmount(p.costPrice)} · −{p.discount}%
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'systems',
          title: t('menu.col.channels'),
          width: 170,
          render: (p) => (
            <Group gap={4} wrap="nowrap">
              {p.systems.map((s) => (
                <Badge key={s} size="xs" variant="default">
                  {s === 'WEB' ? t('menu.field.web') : t('menu.field.tg')}
                </Badge>
              ))}
            </Group>
          ),
        },
        {
          accessor: 'active',
          title: t('menu.col.shown'),
          width: 100,
          render: (p) => (
            <Switch
              size="xs"
              checked={p.active}
              disabled={busyId === p.id}
              aria-label={`${t('menu.col.shown')}: ${p.name[lang]}`}
              onChange={() => onToggleActive(p)}
            />
          ),
        },
        {
          accessor: 'isAvailable',
          title: t('menu.col.available'),
          width: 130,
          render: (p) => (
            <Group gap={4} wrap="nowrap">
              <Switch
                size="xs"
                color="green"
                checked={!stopEverywhere(p)}
                disabled={busyId === p.id}
                aria-label={`${t('menu.col.available')}: ${p.name[lang]}`}
                onChange={() => onToggleAvailable(p)}
              />
              {stopEverywhere(p) || stopSomewhere(p) ? (
                <Badge size="xs" color="red" variant="light">
                  {t('stop.soldOut')}
                </Badge>
              ) : null}
            </Group>
          ),
        },
      ]}
    />
  );
}
