/**
 * /table-call: the table bar's way to the waiter-call API (issue 13). POST reason=CALL|BILL|OTHER calls a
 * waiter to the visitor's table (from the checkout state a table link stored); GET ?id= answers that call's
 * status, which the bar polls until a staff member takes it. The API's refusals (cooldown, a table no longer
 * serving) come back translated.
 * A reason posted by the browser itself (a tap before the bar had hydrated: no `via=fetch`, decision 344) is
 * answered with a redirect back to the page, `?waiter=<call id>` (or `refused`), which the bar shows. Posts of
 * the same table a few seconds apart (a double tap, a tap whose page went on loading) share one call.
 */

import { randomUUID } from 'node:crypto';
import type { TableTicket, WaiterCallReason } from '@dasturxon/contracts';
import { WaiterCallReasonSchema } from '@dasturxon/contracts';
import { data, redirect } from 'react-router';
import { readCheckoutState } from '../features/checkout/checkout-state.ts';
import {
  callWaiter,
  guestSession,
  ticketOfState,
  waiterCallStatus,
} from '../features/dine-in/dine-in-api.server.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { safeLocalPath, signIn } from '../lib/session.ts';
import type { Route } from './+types/table-call';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

function ticketOf(context: Route.LoaderArgs['context']) {
  const ctx = requireMerchant(context);
  return { ctx, ticket: ticketOfState(readCheckoutState(ctx.cookies.all, ctx.merchantId)) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, ticket } = ticketOf(context);
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!ticket || !Number.isSafeInteger(id) || id <= 0) {
    return Response.json({ call: null }, { status: 404, headers: PRIVATE });
  }
  const [error, call] = await waiterCallStatus(ctx, ticket, id);
  if (error) return Response.json({ call: null, message: error.message }, { status: 200, headers: PRIVATE });
  return Response.json({ call }, { headers: PRIVATE });
}

/** The device's own id (decision 282): a long-lived httpOnly cookie, made on first use. */
const DEVICE_COOKIE = 'dx_device';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, ticket } = ticketOf(context);
  const form = await request.formData();
  if (form.get('intent') === 'guest') {
    // Ordering at the table without the SMS sign-in, when the merchant allows it: a guest session, then checkout.
    if (!ticket) return data({ call: null, message: null }, { status: 400 });
    let deviceId = ctx.cookies.get(DEVICE_COOKIE) ?? '';
    if (!UUID.test(deviceId)) {
      deviceId = randomUUID();
      ctx.cookies.set(DEVICE_COOKIE, deviceId, { maxAge: 365 * 24 * 60 * 60, httpOnly: true });
    }
    const [error, session] = await guestSession(ctx, ticket, deviceId);
    if (error) return data({ call: null, message: error.message }, { status: error.status || 502 });
    signIn(ctx.cookies, ctx.merchantId, session.token);
    throw redirect('/checkout');
  }
  const reason = WaiterCallReasonSchema.safeParse(form.get('reason'));
  if (!ticket || !reason.success) return data({ call: null, message: null }, { status: 400 });
  const [error, call] = await callOnce(ctx, ticket, reason.data);
  if (form.get('via') !== 'fetch') {
    throw redirect(backTo(request, error ? 'refused' : String(call.id)), 303);
  }
  if (error) return data({ call: null, message: error.message }, { status: error.status || 502 });
  return data({ call, message: null });
}

/** How long a table's call answers a repeated post (a double tap) instead of a new one. */
const SHARED_MS = 10_000;
type CallResult = Awaited<ReturnType<typeof callWaiter>>;
const recent = new Map<string, { at: number; result: Promise<CallResult> }>();

function callOnce(
  ctx: Parameters<typeof callWaiter>[0],
  ticket: TableTicket,
  reason: WaiterCallReason,
): Promise<CallResult> {
  const now = Date.now();
  for (const [key, entry] of recent) if (now - entry.at > SHARED_MS) recent.delete(key);
  const key = `${ctx.merchantId}|${JSON.stringify(ticket)}`;
  const seen = recent.get(key);
  if (seen) return seen.result;
  const result = callWaiter(ctx, ticket, reason);
  recent.set(key, { at: now, result });
  // A refusal is not kept: the next tap asks again.
  void result.then(([error]) => {
    if (error) recent.delete(key);
  });
  return result;
}

/** The page the form was on (Referer, this site's only), with `waiter=` set to what the bar shows. */
function backTo(request: Request, waiter: string): string {
  let path = '/';
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    if (referer.host === new URL(request.url).host) path = referer.pathname + referer.search;
  } catch {
    // No or a broken Referer: the menu.
  }
  const url = new URL(safeLocalPath(path) ?? '/', 'http://x');
  url.searchParams.set('waiter', waiter);
  return url.pathname + url.search;
}
