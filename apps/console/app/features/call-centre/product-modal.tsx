/**
 * A dish with options: each group shows its rule (choose at least / up to), a single choice is a radio group,
 * a multi choice checkboxes; the choice is checked by the domain's checkModifierChoice, the same rule the
 * server applies. Default modifiers start chosen.
 */
import type { Lang, Product } from '@dasturxon/contracts';
import { checkModifierChoice } from '@dasturxon/domain';
import { Button, Checkbox, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatAmount } from '../../lib/format.ts';

export function ProductModal(props: {
  product: Product | null;
  onClose: () => void;
  onAdd: (product: Product, modifications: { id: number; count: number }[], count: number) => void;
}) {
  const { product } = props;
  return (
    <Modal
      opened={product !== null}
      onClose={props.onClose}
      title={product ? <ModalTitle product={product} /> : null}
    >
      {product ? <ProductChoice key={product.id} {...props} product={product} /> : null}
    </Modal>
  );
}

function ModalTitle({ product }: { product: Product }) {
  const [lang] = useLang();
  return <Text fw={700}>{nameIn(product.name, lang)}</Text>;
}

const nameIn = (name: Record<Lang, string>, lang: Lang) => name[lang] || name.ru;

function ProductChoice(props: {
  product: Product;
  onClose: () => void;
  onAdd: (product: Product, modifications: { id: number; count: number }[], count: number) => void;
}) {
  const { product } = props;
  const t = useT();
  const [lang] = useLang();
  const [chosen, setChosen] = useState<Set<number>>(
    () =>
      new Set(
        product.modificationGroups.flatMap((g) => g.modifiers.filter((m) => m.isDefault).map((m) => m.id)),
      ),
  );
  const [count, setCount] = useState(1);
  const modifications = [...chosen].map((id) => ({ id, count: 1 }));
  const problems = checkModifierChoice(product.modificationGroups, modifications);
  const price = (amount: number) => t('money.sum', { amount: formatAmount(amount) });

  const setGroup = (groupIds: number[], ids: number[]) => {
    const next = new Set([...chosen].filter((id) => !groupIds.includes(id)));
    for (const id of ids) next.add(id);
    setChosen(next);
  };

  return (
    <Stack gap="sm">
      {product.modificationGroups.map((group) => {
        const ids = group.modifiers.map((m) => m.id);
        const problem = problems.find((p) => p.groupId === group.id);
        const rule =
          group.min > 0 ? t('cc.chooseMin', { n: group.min }) : t('cc.chooseUpTo', { n: group.max });
        const label = `${nameIn(group.name, lang)} · ${rule}`;
        const optionLabel = (m: (typeof group.modifiers)[number]) =>
          m.price > 0 ? `${nameIn(m.name, lang)} (+${price(m.price)})` : nameIn(m.name, lang);
        return group.max === 1 ? (
          <Radio.Group
            key={group.id}
            label={label}
            error={problem ? rule : undefined}
            value={String(ids.find((id) => chosen.has(id)) ?? '')}
            onChange={(v) => setGroup(ids, [Number(v)])}
          >
            <Group gap="md" mt={4}>
              {group.modifiers.map((m) => (
                <Radio key={m.id} value={String(m.id)} label={optionLabel(m)} />
              ))}
            </Group>
          </Radio.Group>
        ) : (
          <Checkbox.Group
            key={group.id}
            label={label}
            error={problem ? rule : undefined}
            value={ids.filter((id) => chosen.has(id)).map(String)}
            onChange={(v) => setGroup(ids, v.map(Number))}
          >
            <Group gap="md" mt={4}>
              {group.modifiers.map((m) => (
                <Checkbox key={m.id} value={String(m.id)} label={optionLabel(m)} />
              ))}
            </Group>
          </Checkbox.Group>
        );
      })}
      <Group justify="space-between" align="flex-end">
        <NumberInput
          w={120}
          label={t('cc.count')}
          min={1}
          max={99}
          value={count}
          onChange={(v) => setCount(Math.max(1, Math.min(99, Number(v) || 1)))}
        />
        <Button
          disabled={problems.length > 0}
          onClick={() => {
            props.onAdd(product, modifications, count);
            props.onClose();
          }}
        >
          {t('cc.addToOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
