/**
 * The menu route's loader (routes/home.tsx), in a server-only module: what it composes — the checkout's cookie
 * (zod), the table's place (dine-in) and the menu view (packages/domain) — must not reach the menu's first
 * JavaScript, and a route module's imports do unless they are *.server modules (issue 10, decision 313).
 */
import type { TablePlace } from '@dasturxon/contracts';
import { readCheckoutState } from '../features/checkout/checkout-state.ts';
import { tableLinkRedirect } from '../features/checkout/table-link.server.ts';
import { getTablePlace, ticketOfState } from '../features/dine-in/dine-in-api.server.ts';
import { loadVisibleMenu, menuViewOf } from '../features/menu/menu-data.server.ts';
import type { MenuView } from '../features/menu/menu-view.ts';
import { keptForDocument } from '../lib/kept-json.server.ts';
import type { Kept } from '../lib/kept-json.ts';
import { type RequestContext, requireMerchant } from '../lib/request-context.server.ts';

export interface HomeData {
  /**
   * The menu view: one object per menu version, language, CDN and branch, the same for every visitor of it. A
   * document carries it as JSON kept with it, by reference here (decision 358); `keptValue` reads either.
   */
  view: Kept<MenuView>;
  /** Settings groupView (spec §3): WITHOUT_GROUP lists categories without their group headers. */
  groupHeaders: boolean;
  /** The table of a scanned QR link (issue 13): its place, or the server's refusal of the link. */
  table: { place: TablePlace | null; error: string | null } | null;
}

export async function loadHome(request: Request, context: RequestContext): Promise<HomeData> {
  const ctx = requireMerchant(context);
  // A table's QR link: hall and table into the checkout (dine-in), then the menu without the parameters.
  const tableLink = tableLinkRedirect(request, ctx);
  if (tableLink) throw tableLink;
  const ticket = ticketOfState(readCheckoutState(ctx.cookies.all, ctx.merchantId));
  const [{ menu, opts }, table] = await Promise.all([
    loadVisibleMenu(request, context, ctx),
    ticket ? getTablePlace(ctx, ticket) : null,
  ]);
  return {
    view: keptForDocument(context, 'menu-view', menuViewOf(menu, opts)),
    groupHeaders: ctx.settings.groupView !== 'WITHOUT_GROUP',
    table: table ? { place: table[1], error: table[0]?.message ?? null } : null,
  };
}
