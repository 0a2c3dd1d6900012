/**
 * POST /basket-add: the "+" of a menu card as a plain form (issue 10, decision 311). Before the page's
 * JavaScript has arrived (slow networks) the browser posts the form here: one of the dish joins the basket
 * cookie (decision 140, the same codec and limits as the client) and the answer sends the visitor back to the
 * card's section (the page from Referer, the section from `anchor`). `delta=-1` is the counter's "−". Once
 * hydrated, the card handles the submit itself (optimistic, no request).
 * A cross-site post never reaches this action (decision 177, apps/server/src/http/cross-site.ts).
 */
import { PG_INT_MAX } from '@dasturxon/contracts';
import { redirect } from 'react-router';
import {
  addLine,
  BASKET_MAX_AGE_SECONDS,
  type BasketLine,
  encodeBasket,
  readBasket,
  setLineCount,
} from '../lib/basket-codec.ts';
import { basketCookieName } from '../lib/cookies.ts';
import { formField } from '../lib/form-action.ts';
import { cookiesOf, requireMerchant } from '../lib/request-context.server.ts';
import { safeLocalPath } from '../lib/session.ts';
import type { Route } from './+types/basket-add';

export async function action({ request, context }: Route.ActionArgs) {
  const merchant = requireMerchant(context);
  const form = await request.formData();
  // The dish and anchor are in the form's action query (decision 360); a page served before that posts them.
  const url = new URL(request.url);
  const id = Number(formField(form, url, 'product'));
  if (Number.isSafeInteger(id) && id > 0 && id <= PG_INT_MAX) {
    const cookies = cookiesOf(context);
    const lines = readBasket(cookies.all, merchant.merchantId);
    const next = form.get('delta') === '-1' ? removeOne(lines, id) : addOne(lines, id);
    // A full basket (or line) stays as it is: the same refusal the card shows with JavaScript.
    if (next) {
      cookies.set(basketCookieName(merchant.merchantId), encodeBasket(next), {
        maxAge: next.length > 0 ? BASKET_MAX_AGE_SECONDS : 0,
      });
    }
  }
  throw redirect(backTo(request, formField(form, url, 'anchor')), 303);
}

function addOne(lines: BasketLine[], productId: number): BasketLine[] | null {
  const outcome = addLine(lines, { productId, count: 1, modifications: [] });
  return outcome.ok ? outcome.lines : null;
}

/** The plain line (no modifiers) of the dish, one fewer; 0 removes it. */
function removeOne(lines: BasketLine[], productId: number): BasketLine[] | null {
  const line = lines.find((l) => l.key === String(productId));
  return line ? setLineCount(lines, line.key, line.count - 1) : null;
}

/** The page the form was on (Referer, this site's only: decision 182) at the card's section. */
function backTo(request: Request, anchor: FormDataEntryValue | null): string {
  let path = '/';
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    if (referer.host === new URL(request.url).host) path = referer.pathname + referer.search;
  } catch {
    // No or a broken Referer: the menu.
  }
  const hash = typeof anchor === 'string' && /^c-\d{1,10}$/.test(anchor) ? `#${anchor}` : '';
  return (safeLocalPath(path) ?? '/') + hash;
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
