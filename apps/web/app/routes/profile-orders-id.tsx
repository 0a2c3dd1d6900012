/**
 * /profile/orders/:id (spec §2, issue 4): one order, live. Status timeline, where and when, items, totals,
 * payment type with a paid/unpaid badge and a pay button while it can be paid online, cancel while the merchant
 * allows it, the map while a courier brings it. Status and payment update without reload (use-order-live.ts).
 * Another customer's order, or a number that is no order, is the 404 page.
 */
import type { Order } from '@dasturxon/contracts';
import { useEffect, useRef } from 'react';
import { data, Link, redirectDocument } from 'react-router';
import {
  CancelOrder,
  OrderItems,
  OrderPayment,
  OrderPlace,
  OrderTotals,
  Timeline,
} from '../features/orders/order-detail.tsx';
import { StatusChip } from '../features/orders/order-parts.tsx';
import { formatDateTime, isFinal } from '../features/orders/order-view.ts';
import {
  cancelOrder,
  getOrder,
  orderEventsUrl,
  parseOrderId,
  paymentsAreDemo,
  paymentUrl,
} from '../features/orders/orders-api.server.ts';
import { useOrderLive } from '../features/orders/use-order-live.ts';
import { throwApiError } from '../lib/api-errors.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, optionalUser } from '../lib/session.server.ts';
import { useLang, useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { showToast } from '../shared/toast/toast-store.ts';
import { BackIcon } from '../shared/ui/icons.tsx';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import '../features/orders/orders.css';
import type { Route } from './+types/profile-orders-id';

export async function loader({ context, params }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const id = parseOrderId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const title = pageTitle(m.lang, m.settings, 'orders.orderTitle');
  const user = await optionalUser(context);
  if (!user) return { title, signedIn: false as const, id };
  const [error, order] = await getOrder(m, id);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  // Someone else's order looks exactly like no order at all.
  if (error?.status === 404) throw data(null, { status: 404 });
  if (error) throwApiError(error);
  // Only an order that shows the pay button needs to know whether paying is a demo (decision 173).
  const paymentsDemo = order.canPay && !order.isPaid ? await paymentsAreDemo(m) : false;
  return {
    title: pageTitle(m.lang, m.settings, 'orders.orderTitle').replace('{number}', String(order.number)),
    paymentsDemo,
    signedIn: true as const,
    id,
    order,
    eventsUrl: orderEventsUrl(m, id),
    now: serverOf(context).clock().toISOString(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const m = requireMerchant(context);
  const id = parseOrderId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'cancel') {
    const reason =
      String(form.get('reason') ?? '')
        .trim()
        .slice(0, 300) || null;
    const error = await cancelOrder(m, id, reason);
    if (isSessionRefused(error, m)) throw expiredSession(m);
    if (error)
      return data({ intent, ok: false as const, message: error.message }, { status: error.status || 502 });
    return { intent, ok: true as const, message: null };
  }
  if (intent === 'pay') {
    const [error, url] = await paymentUrl(m, id, `/profile/orders/${id}`);
    if (isSessionRefused(error, m)) throw expiredSession(m);
    if (error)
      return data({ intent, ok: false as const, message: error.message }, { status: error.status || 502 });
    // A whole-document visit: the provider's page, or the sandbox page under /api on this server (not a route).
    // Cash and terminal have nowhere to go; a paid order neither: the page reloads its state.
    if (url) throw redirectDocument(url);
    return { intent, ok: true as const, message: null };
  }
  return data({ intent: null, ok: false as const, message: null }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ProfileOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <SignInPrompt
        titleKey="pages.coming.orderTitle"
        textKey="orders.signInText"
        returnTo={`/profile/orders/${loaderData.id}`}
      />
    );
  }
  return (
    <OrderScreen
      order={loaderData.order}
      eventsUrl={loaderData.eventsUrl}
      now={loaderData.now}
      paymentsDemo={loaderData.paymentsDemo}
      actionData={actionData}
    />
  );
}

type ActionData = { intent: unknown; ok: boolean; message: string | null } | undefined;

function OrderScreen(props: {
  order: Order;
  eventsUrl: string;
  now: string;
  paymentsDemo: boolean;
  actionData: ActionData;
}) {
  const t = useT();
  const lang = useLang();
  const loaded = props.order;
  const live = useOrderLive({
    url: props.eventsUrl,
    current: loaded,
    enabled: !isFinal(loaded.status),
    version: `${loaded.status}|${loaded.isPaid}|${loaded.courierStatus}|${loaded.lastModifiedDate}`,
  });
  // An event is shown at once; the revalidated loader data (timeline, totals, buttons) follows it.
  const ahead =
    live.event !== null && (live.event.status !== loaded.status || live.event.isPaid !== loaded.isPaid);
  const order: Order = ahead
    ? { ...loaded, status: live.event!.status, isPaid: live.event!.isPaid, lastModifiedDate: live.event!.at }
    : loaded;
  const { actionData } = props;

  // Toast once per answer of the cancel action.
  const toasted = useRef<ActionData>(undefined);
  useEffect(() => {
    if (!actionData || toasted.current === actionData) return;
    toasted.current = actionData;
    if (actionData.intent === 'cancel' && actionData.ok) showToast('success', t('orders.canceled'));
    if (actionData.intent === 'pay' && !actionData.ok && actionData.message)
      showToast('error', actionData.message);
  }, [actionData, t]);

  const delivering = order.serviceType === 'DELIVERY' && ['ATTACHED', 'ON_WAY'].includes(order.status);
  const cancelError = actionData?.intent === 'cancel' && !actionData.ok ? actionData.message : null;
  return (
    <div className="content-page order-page" data-order-id={order.id}>
      <Link to="/profile/orders" className="order-back">
        <BackIcon />
        {t('orders.title')}
      </Link>
      <header className="order-head">
        <h1 className="content-page__title">{t('orders.orderTitle', { number: order.number })}</h1>
        <p className="order-head__date">
          <time dateTime={order.createdDate}>{formatDateTime(order.createdDate, lang, props.now)}</time>
        </p>
      </header>
      <section className="order-status-card" aria-labelledby="order-status-heading">
        <h2 id="order-status-heading" className="visually-hidden">
          {t('orders.statusHeading')}
        </h2>
        <div className="order-status-card__now" role="status" aria-live="polite" data-testid="order-status">
          <StatusChip status={order.status} />
          {order.status === 'CANCELED' && order.reason && (
            <span className="order-status-card__reason">
              {/* The system's own reason (decision 162) in the customer's language; others as written. */}
              {order.reason === 'PAYMENT_TIMEOUT' ? t('orders.reason.paymentTimeout') : order.reason}
            </span>
          )}
        </div>
        {live.mode === 'live' && (
          <span className="order-live" title={t('orders.liveHint')}>
            <span className="order-live__dot" aria-hidden="true" />
            {t('orders.live')}
          </span>
        )}
        <Timeline order={order} now={props.now} />
      </section>
      <OrderPayment order={order} paid={order.isPaid} demo={props.paymentsDemo} />
      <OrderPlace order={order} now={props.now} showMap={delivering} />
      <OrderItems order={order} />
      <OrderTotals order={order} />
      {loaded.canCancel && !ahead && <CancelOrder error={cancelError} />}
    </div>
  );
}
