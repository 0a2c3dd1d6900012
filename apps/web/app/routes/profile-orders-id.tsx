/**
 * /profile/orders/:id (spec §2, issues 4 and 10): one order, live. Where it is in the customer's words with a
 * progress bar and the time to expect (decision 320), the map, where and when, items, totals, payment type with
 * a paid/unpaid badge and a pay button while it can be paid online, cancel while the merchant allows it, order
 * again (decision 321) and, once delivered, the rating (decision 322). `?from=payment` (where an online payment
 * returns) adds the thank-you (decision 323). Status and payment update without reload (use-order-live.ts).
 * Another customer's order, or a number that is no order, is the 404 page.
 */
import type { Order, OrderRatingState } from '@dasturxon/contracts';
import { useEffect, useRef } from 'react';
import { data, Link, redirectDocument } from 'react-router';
import {
  type RateAnswer,
  RateOrder,
  type RepeatAnswer,
  RepeatOrder,
} from '../features/orders/order-after.tsx';
import {
  CancelOrder,
  OrderItems,
  OrderPayment,
  OrderPlace,
  OrderTotals,
} from '../features/orders/order-detail.tsx';
import { OrderProgress, ThankYou } from '../features/orders/order-track.tsx';
import { formatDateTime, isFinal } from '../features/orders/order-view.ts';
import {
  cancelOrder,
  getOrder,
  getRatingState,
  orderEventsUrl,
  parseOrderId,
  paymentsAreDemo,
  paymentUrl,
  rateOrder,
  repeatPlan,
} from '../features/orders/orders-api.server.ts';
import { repeatIntoBasket } from '../features/orders/repeat-basket.ts';
import { useOrderLive } from '../features/orders/use-order-live.ts';
import { throwApiError } from '../lib/api-errors.ts';
import { BASKET_MAX_AGE_SECONDS, basketCookieName, encodeBasket, readBasket } from '../lib/basket-codec.ts';
import { clientKindOf } from '../lib/client-kind.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, optionalUser } from '../lib/session.server.ts';
import { useLang, useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { showToast, toastStore } from '../shared/toast/toast-store.ts';
import { BackIcon } from '../shared/ui/icons.tsx';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import '../features/orders/orders.css';
import '../features/orders/order-track.css';
import type { Route } from './+types/profile-orders-id';

/** Where an online payment comes back to: the order with the thank-you (decision 323). */
export const PAYMENT_RETURN_QUERY = 'from=payment';

export async function loader({ request, context, params }: Route.LoaderArgs) {
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
  // The rating only matters once it was delivered or closed; a failed look-up leaves the rating out.
  const [paymentsDemo, rating] = await Promise.all([
    order.canPay && !order.isPaid ? paymentsAreDemo(m) : false,
    order.status === 'DELIVERED' || order.status === 'CLOSED'
      ? getRatingState(m, id).then(([e, r]): OrderRatingState | null => (e ? null : r))
      : null,
  ]);
  const fromPayment = new URL(request.url).searchParams.get('from') === 'payment';
  return {
    title: pageTitle(m.lang, m.settings, 'orders.orderTitle').replace('{number}', String(order.number)),
    paymentsDemo,
    rating,
    fromPayment,
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
    const [error, url] = await paymentUrl(m, id, `/profile/orders/${id}?${PAYMENT_RETURN_QUERY}`);
    if (isSessionRefused(error, m)) throw expiredSession(m);
    if (error)
      return data({ intent, ok: false as const, message: error.message }, { status: error.status || 502 });
    // A whole-document visit: the provider's page, or the sandbox page under /api on this server (not a route).
    // Cash and terminal have nowhere to go; a paid order neither: the page reloads its state.
    if (url) throw redirectDocument(url);
    return { intent, ok: true as const, message: null };
  }
  if (intent === 'repeat') {
    const [error, plan] = await repeatPlan(m, id, clientKindOf(new URL(request.url), m.cookies.all));
    if (isSessionRefused(error, m)) throw expiredSession(m);
    if (error)
      return data({ intent, ok: false as const, message: error.message }, { status: error.status || 502 });
    // Decision 321: into the basket the customer already has, in its cookie (the basket's own format).
    const outcome = repeatIntoBasket(readBasket(m.cookies.all, m.merchantId), plan.lines);
    if (outcome.added > 0) {
      m.cookies.set(basketCookieName(m.merchantId), encodeBasket(outcome.lines), {
        maxAge: BASKET_MAX_AGE_SECONDS,
      });
    }
    const answer: RepeatAnswer = {
      intent,
      ok: true,
      added: outcome.added,
      changed: outcome.changed,
      full: outcome.full,
    };
    return data(answer);
  }
  if (intent === 'rate') {
    const stars = Number(form.get('stars'));
    const comment =
      String(form.get('comment') ?? '')
        .trim()
        .slice(0, 500) || null;
    const [error] = await rateOrder(m, id, { stars, comment });
    if (isSessionRefused(error, m)) throw expiredSession(m);
    if (error)
      return data({ intent, ok: false as const, message: error.message }, { status: error.status || 502 });
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
      rating={loaderData.rating}
      fromPayment={loaderData.fromPayment}
      actionData={actionData}
    />
  );
}

type ActionData = { intent: unknown; ok: boolean; message: string | null } | RepeatAnswer | undefined;

function OrderScreen(props: {
  order: Order;
  eventsUrl: string;
  now: string;
  paymentsDemo: boolean;
  rating: OrderRatingState | null;
  fromPayment: boolean;
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

  // One notice per answer (issue 10): a cancellation is said by the status line itself (its live region), and
  // a notice still up from before (the checkout's "placed") goes, so "placed" and "cancelled" never stack.
  const answered = useRef<ActionData>(undefined);
  useEffect(() => {
    if (!actionData || answered.current === actionData) return;
    answered.current = actionData;
    if (actionData.intent === 'cancel' && actionData.ok) {
      for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
    }
    if (
      (actionData.intent === 'pay' || actionData.intent === 'repeat') &&
      !actionData.ok &&
      'message' in actionData
    )
      if (actionData.message) showToast('error', actionData.message);
  }, [actionData]);

  const cancelError =
    actionData?.intent === 'cancel' && !actionData.ok && 'message' in actionData ? actionData.message : null;
  const repeatAnswer =
    actionData?.intent === 'repeat' && actionData.ok && 'added' in actionData ? actionData : null;
  const rateAnswer =
    actionData?.intent === 'rate' && 'message' in actionData ? (actionData as RateAnswer) : null;
  const online = !['CASH', 'TERMINAL'].includes(order.paymentType);
  // The system's own reason (decision 162) in the customer's language; others as written.
  const reason =
    order.status === 'CANCELED' && order.reason
      ? order.reason === 'PAYMENT_TIMEOUT'
        ? t('orders.reason.paymentTimeout')
        : order.reason
      : null;
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
      {props.fromPayment && online && <ThankYou order={order} />}
      <OrderProgress
        order={order}
        now={props.now}
        live={live.mode === 'live' && !isFinal(order.status)}
        reason={reason}
      />
      <RateOrder state={props.rating} answer={rateAnswer} />
      <OrderPayment order={order} paid={order.isPaid} demo={props.paymentsDemo} />
      <OrderPlace order={order} now={props.now} />
      <OrderItems order={order} />
      <OrderTotals order={order} />
      <RepeatOrder answer={repeatAnswer} />
      {loaded.canCancel && !ahead && <CancelOrder error={cancelError} />}
    </div>
  );
}
