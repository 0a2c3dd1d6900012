/**
 * /favourite: the hearts' link to the API. GET answers the visitor's favourite product ids (an empty list and
 * signedIn=false for a guest); POST productId + on=true|false adds or removes one. A guest's POST gets 401 so
 * the heart can send them to /login (spec §6) — without JavaScript the form comes back to the login page
 * directly.
 */
import { data, redirect } from 'react-router';
import { listFavourites, setFavourite } from '../features/favourites/favourites-api.server.ts';
import { formField } from '../lib/form-action.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { isSessionRefused, loginPath, optionalUser } from '../lib/session.server.ts';
import { safeLocalPath } from '../lib/session.ts';
import type { Route } from './+types/favourite';

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = requireMerchant(context);
  const user = await optionalUser(context);
  if (!user) return Response.json({ signedIn: false, ids: [] }, { headers: PRIVATE });
  const [error, products] = await listFavourites(ctx, user.id);
  if (error) return Response.json({ signedIn: true, ids: [], failed: true }, { headers: PRIVATE });
  return Response.json({ signedIn: true, ids: products.map((p) => p.id) }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The no-JavaScript form sends them in its action's query, older pages and the hearts' fetch in the body.
  const url = new URL(request.url);
  const productId = Number(formField(form, url, 'productId'));
  const on = formField(form, url, 'on') === 'true';
  const back = safeLocalPath(formField(form, url, 'redirectTo'));
  if (!Number.isSafeInteger(productId) || productId <= 0) {
    return data({ ok: false, message: 'productId' }, { status: 400 });
  }
  const ctx = requireMerchant(context);
  if (!ctx.token) {
    if (back) throw redirect(loginPath(back));
    return data({ ok: false, login: true }, { status: 401 });
  }
  const error = await setFavourite(ctx, productId, on);
  if (isSessionRefused(error, ctx)) return data({ ok: false, login: true }, { status: 401 });
  if (error) return data({ ok: false, message: error.message }, { status: error.status || 502 });
  if (back) throw redirect(back);
  return data({ ok: true, productId, on });
}
