/**
 * The branch's menu for the operator: the website's menu (the one the customer sees), dishes by category, a
 * search box, and whether each dish can be ordered at the chosen branch for the chosen service (the domain's
 * isLineOrderable, as the server decides). A dish with options opens their choice first.
 */
import type { Lang, Overall, Product } from '@dasturxon/contracts';
import { isLineOrderable } from '@dasturxon/domain';
import { Button, Group, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatAmount } from '../../lib/format.ts';
import type { CallCentreServiceType } from './order-draft.ts';
import { ProductModal } from './product-modal.tsx';

const nameIn = (name: Record<Lang, string>, lang: Lang) => name[lang] || name.ru;

export function MenuPanel(props: {
  menu: Overall | null;
  branchId: number | null;
  serviceType: CallCentreServiceType;
  onAdd: (product: Product, modifications: { id: number; count: number }[], count: number) => void;
}) {
  const { menu, branchId, serviceType } = props;
  const t = useT();
  const [lang] = useLang();
  const [search, setSearch] = useState('');
  const [choosing, setChoosing] = useState<Product | null>(null);

  const sections = useMemo(() => {
    if (!menu) return [];
    const withoutCart = new Set(menu.categories.filter((c) => c.isWithoutCart).map((c) => c.id));
    const needle = search.trim().toLowerCase();
    return [...menu.categories]
      .filter((c) => !c.isWithoutCart)
      .sort((a, b) => a.priority - b.priority || a.id - b.id)
      .map((category) => ({
        category,
        products: menu.products
          .filter((p) => p.categoryId === category.id && p.active)
          .filter((p) => !needle || nameIn(p.name, lang).toLowerCase().includes(needle))
          .sort((a, b) => a.priority - b.priority || a.id - b.id)
          .map((product) => ({
            product,
            orderable: branchId !== null && isLineOrderable(product, { branchId, serviceType, withoutCart }),
          })),
      }))
      .filter((s) => s.products.length > 0);
  }, [menu, search, lang, branchId, serviceType]);

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('cc.menu')} h="100%">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} fz="md">
          {t('cc.menu')}
        </Title>
        <TextInput
          size="xs"
          w={220}
          aria-label={t('cc.searchMenu')}
          placeholder={t('cc.searchMenu')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Group>
      <ScrollArea h="calc(100vh - 170px)" type="auto" offsetScrollbars>
        <Stack gap="sm">
          {sections.map(({ category, products }) => (
            <div key={category.id}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
                {nameIn(category.name, lang)}
              </Text>
              <Stack gap={2}>
                {products.map(({ product, orderable }) => {
                  const name = nameIn(product.name, lang);
                  const unit = product.discount
                    ? Math.round((product.costPrice * (100 - product.discount)) / 100)
                    : product.costPrice;
                  return (
                    <Group
                      key={product.id}
                      justify="space-between"
                      wrap="nowrap"
                      gap="xs"
                      className="cc-dish"
                    >
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" truncate>
                          {name}
                        </Text>
                        <Text size="xs" c={orderable ? 'dimmed' : 'red'}>
                          {orderable ? t('money.sum', { amount: formatAmount(unit) }) : t('cc.unavailable')}
                        </Text>
                      </div>
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={!orderable}
                        aria-label={t('cc.add', { name })}
                        onClick={() =>
                          product.modificationGroups.some((g) => g.modifiers.length > 0)
                            ? setChoosing(product)
                            : props.onAdd(product, [], 1)
                        }
                      >
                        +
                      </Button>
                    </Group>
                  );
                })}
              </Stack>
            </div>
          ))}
        </Stack>
      </ScrollArea>
      <ProductModal product={choosing} onClose={() => setChoosing(null)} onAdd={props.onAdd} />
    </Paper>
  );
}
