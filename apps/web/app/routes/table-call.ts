/**
 * /table-call: the table bar's way to the waiter-call API (issue 13). POST reason=CALL|BILL|OTHER calls a
 * waiter to the visitor's table (from the checkout state a table link stored); GET ?id= answers that call's
 * status, which the bar polls until a staff member takes it. The API's refusals (cooldown, a table no longer
 * serving) come back translated.
 */

import { randomUUID } from 'node:crypto';
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
import { signIn } from '../lib/session.ts';
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
  const [error, call] = await callWaiter(ctx, ticket, reason.data);
  if (error) return data({ call: null, message: error.message }, { status: error.status || 502 });
  return data({ call, message: null });
}
