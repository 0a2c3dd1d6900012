/** The phone order's basket, the server's totals and problems, and the button that places it. */
import type { Lang, OrderQuote, Product } from '@dasturxon/contracts';
import { ActionIcon, Alert, Button, Divider, Group, List, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatAmount } from '../../lib/format.ts';
import type { BasketAction, BasketLine } from './basket.ts';

const nameIn = (name: Record<Lang, string>, lang: Lang) => name[lang] || name.ru;

function modifierNames(product: Product, ids: number[], lang: Lang): string {
  return product.modificationGroups
    .flatMap((g) => g.modifiers)
    .filter((m) => ids.includes(m.id))
    .map((m) => nameIn(m.name, lang))
    .join(', ');
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
}

export function OrderPanel(props: {
  lines: BasketLine[];
  dispatch: (action: BasketAction) => void;
  quote: OrderQuote | null;
  quoting: boolean;
  /** What stops the order now (the draft's own problem or the server's), already in words. */
  problems: string[];
  canPlace: boolean;
  placing: boolean;
  onPlace: () => void;
  children: ReactNode;
}) {
  const { lines, dispatch, quote } = props;
  const t = useT();
  const [lang] = useLang();
  const sum = (amount: number) => t('money.sum', { amount: formatAmount(amount) });

  return (
    <Stack gap="xs">
      {/* The basket and the options scroll; the totals and the button stay in sight. */}
      <ScrollArea.Autosize mah="calc(100vh - 330px)" type="auto" offsetScrollbars="present">
        <Stack gap="xs">
          {lines.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('cc.emptyBasket')}
            </Text>
          ) : (
            <Stack gap={4} role="list" aria-label={t('cc.order')}>
              {lines.map((line, i) => {
                const name = nameIn(line.product.name, lang);
                const mods = modifierNames(
                  line.product,
                  line.modifications.map((m) => m.id),
                  lang,
                );
                const priced = quote?.items[i];
                return (
                  <Group key={line.key} role="listitem" justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" truncate>
                        {name}
                      </Text>
                      {mods ? (
                        <Text size="xs" c="dimmed" truncate>
                          {mods}
                        </Text>
                      ) : null}
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        size="sm"
                        variant="default"
                        aria-label={t('cc.decrease', { name })}
                        onClick={() => dispatch({ type: 'count', key: line.key, count: line.count - 1 })}
                      >
                        −
                      </ActionIcon>
                      <Text size="sm" w={22} ta="center" aria-label={t('cc.count')}>
                        {line.count}
                      </Text>
                      <ActionIcon
                        size="sm"
                        variant="default"
                        aria-label={t('cc.increase', { name })}
                        onClick={() => dispatch({ type: 'count', key: line.key, count: line.count + 1 })}
                      >
                        +
                      </ActionIcon>
                      <Text size="sm" w={96} ta="right">
                        {priced ? sum(priced.linePrice - priced.lineDiscount) : ''}
                      </Text>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
          )}
          <Divider />
          {props.children}
        </Stack>
      </ScrollArea.Autosize>
      <Divider />
      {quote ? (
        <Stack gap={2} aria-live="polite" aria-busy={props.quoting}>
          <Row label={t('cc.totals.products')} value={sum(quote.totals.productPrice)} />
          {quote.totals.totalDiscount > 0 ? (
            <Row label={t('cc.totals.discount')} value={`−${sum(quote.totals.totalDiscount)}`} />
          ) : null}
          {quote.totals.deliveryPrice > 0 ? (
            <Row label={t('cc.totals.delivery')} value={sum(quote.totals.deliveryPrice)} />
          ) : null}
          <Row label={t('cc.totals.total')} value={sum(quote.totals.totalPrice)} strong />
        </Stack>
      ) : props.quoting ? (
        <Text size="sm" c="dimmed">
          {t('cc.quoting')}
        </Text>
      ) : null}
      {props.problems.length > 0 ? (
        <Alert color="orange" p="xs" data-testid="cc-problems">
          <List size="sm">
            {props.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Button size="md" onClick={props.onPlace} disabled={!props.canPlace} loading={props.placing}>
        {t('cc.place')}
      </Button>
    </Stack>
  );
}
