/**
 * POST /nearest-branch {lat, lon}: the closest branch of the merchant (spec §7 closest call), remembered in the
 * `nearestBranch` cookie so the menu is filtered for it (spec §4). Called after the customer pressed a location
 * button (shared/location/use-locate-branch.ts, decision 325): the rounded position is kept for the branch
 * lists' distances (decision 326) and a remembered refusal is forgotten, as the customer has now shared.
 */
import { branchEndpoints } from '@dasturxon/contracts';
import { data } from 'react-router';
import { z } from 'zod';
import { COOKIE } from '../lib/cookies.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { messagesFor } from '../shared/i18n/catalog/index.ts';
import { formatPosition } from '../shared/location/position.ts';
import type { Route } from './+types/nearest-branch';

const PositionSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requireMerchant(context);
  const position = PositionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!position.success)
    return data({ ok: false, message: messagesFor(ctx.lang)['common.positionInvalid'] }, { status: 400 });
  const [error, branch] = await ctx.api.call(branchEndpoints.closest, {
    params: { merchantId: ctx.merchantId },
    query: position.data,
  });
  ctx.cookies.remember(
    COOKIE.position,
    formatPosition({ latitude: position.data.lat, longitude: position.data.lon }),
  );
  if (ctx.cookies.get(COOKIE.geo)) ctx.cookies.clear(COOKIE.geo);
  if (error)
    return data({ ok: false, message: error.message }, { status: error.status >= 500 ? 502 : error.status });
  ctx.cookies.remember(COOKIE.nearestBranch, String(branch.id));
  return data({
    ok: true,
    branch: { id: branch.id, name: branch.name[ctx.lang], merchantId: ctx.merchantId },
  });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
