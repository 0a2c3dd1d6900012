/**
 * The call centre (ADMIN, OPERATOR; decisions 218-219, 234): who is calling, the branch's menu, and the order
 * being built, side by side on one 1366x768 screen. The server prices it as the operator goes (the quote) and
 * places it exactly as a storefront order (client OPERATOR); the placed order opens on the board.
 */
import {
  type Address,
  type Branch,
  branchEndpoints,
  type CallCentreCustomer,
  menuEndpoints,
  type Overall,
  type Product,
  staffCallCentreEndpoints,
} from '@dasturxon/contracts';
import { Grid, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { basketReducer } from './basket.ts';
import { CallerOrders } from './caller-orders.tsx';
import { CustomerPanel } from './customer-panel.tsx';
import { MenuPanel } from './menu-panel.tsx';
import { buildOrderRequest, EMPTY_DRAFT, type OrderDraft } from './order-draft.ts';
import { OrderOptions } from './order-options.tsx';
import { OrderPanel } from './order-panel.tsx';
import { useQuote } from './use-quote.ts';

function newKey(): string {
  return `cc-${crypto.randomUUID()}`;
}

export function CallCentreScreen({ api, now = () => new Date() }: { api: ConsoleApi; now?: () => Date }) {
  const t = useT();
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<CallCentreCustomer | null>(null);
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [menu, setMenu] = useState<Overall | null>(null);
  const [branches, setBranches] = useState<Branch[]>([]);
  const [lines, dispatch] = useReducer(basketReducer, []);
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_DRAFT);
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  // One key per order being built: a retried click cannot place it twice.
  const idempotencyKey = useRef(newKey());
  const [clock] = useState(now);

  useEffect(() => {
    let live = true;
    void Promise.all([
      api.call(menuEndpoints.overall, { query: { type: 'WEB' } }),
      api.call(branchEndpoints.list),
    ]).then(([[, overall], [, list]]) => {
      if (!live) return;
      if (overall) setMenu(overall);
      if (list) {
        setBranches(list);
        const main = list.find((b) => b.isMain) ?? list[0];
        if (main) setDraft((d) => (d.branchId === null ? { ...d, branchId: main.id } : d));
      }
    });
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    setAddresses([]);
    setDraft((d) => ({ ...d, address: null }));
    if (!customer) return;
    let live = true;
    void api
      .call(staffCallCentreEndpoints.customerAddresses, { params: { id: customer.id } })
      .then(([, list]) => {
        if (live && list) setAddresses(list);
      });
    return () => {
      live = false;
    };
  }, [api, customer]);

  const built = useMemo(() => buildOrderRequest(draft, lines), [draft, lines]);
  const { quote, quoting, error: quoteError } = useQuote(api, customer?.id ?? null, built.request);

  const problems: string[] = [];
  if (!customer) problems.push(t('cc.pickCustomer'));
  if (built.problem) problems.push(t(`cc.problem.${built.problem}`));
  for (const p of quote?.problems ?? []) problems.push(p.message);
  if (quoteError) problems.push(errorText(quoteError, t));
  if (placeError) problems.push(placeError);

  const canPlace =
    !!customer?.isActive && !!built.request && !!quote && quote.problems.length === 0 && !quoting && !placing;

  const place = async () => {
    if (!customer || !built.request) return;
    setPlacing(true);
    setPlaceError(null);
    const [error, order] = await api.call(staffCallCentreEndpoints.placeOrder, {
      params: { id: customer.id },
      headers: { 'idempotency-key': idempotencyKey.current },
      body: built.request,
    });
    setPlacing(false);
    if (error || !order) {
      setPlaceError(error ? errorText(error, t) : t('error.generic'));
      return;
    }
    idempotencyKey.current = newKey();
    notifications.show({ color: 'green', message: t('cc.placed', { number: order.number }) });
    navigate(`/board/orders/${order.id}`);
  };

  const add = useCallback(
    (product: Product, modifications: { id: number; count: number }[], count: number) =>
      dispatch({ type: 'add', product, modifications, count }),
    [],
  );

  return (
    <Grid gap="sm" p="sm">
      <Grid.Col span={3}>
        <Stack gap="sm">
          <Title order={1} fz="xl">
            {t('cc.title')}
          </Title>
          <CustomerPanel api={api} customer={customer} onCustomer={setCustomer} />
          {customer ? (
            <CallerOrders
              api={api}
              customer={customer}
              products={menu?.products ?? []}
              onRepeat={(repeated) => {
                for (const line of repeated) dispatch({ type: 'add', ...line });
              }}
            />
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={4}>
        <MenuPanel menu={menu} branchId={draft.branchId} serviceType={draft.serviceType} onAdd={add} />
      </Grid.Col>
      <Grid.Col span={5}>
        <Paper withBorder p="sm" radius="md" component="section" aria-label={t('cc.order')}>
          <Title order={2} fz="md" mb="xs">
            {t('cc.order')}
          </Title>
          <OrderPanel
            lines={lines}
            dispatch={dispatch}
            quote={quote}
            quoting={quoting}
            problems={problems}
            canPlace={canPlace}
            placing={placing}
            onPlace={place}
          >
            <OrderOptions
              draft={draft}
              onDraft={setDraft}
              branches={branches}
              addresses={addresses}
              now={clock}
            />
          </OrderPanel>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
