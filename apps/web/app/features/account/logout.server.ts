import { userEndpoints } from '@dasturxon/contracts';
import { redirect } from 'react-router';
import type { MerchantContext } from '../../lib/merchant-context.server.ts';
import { signOutCookies } from '../../lib/session.ts';

/**
 * POST logout (spec §4, §7): the server revokes the session, the browser loses this brand's cookies, and the
 * visitor goes home (spec §2). The cookies go even when the API call fails: a visitor who asked to leave must
 * not stay signed in on this device.
 */
export async function logout(request: Request, m: MerchantContext, to = '/'): Promise<Response> {
  if (m.token) await m.api.call(userEndpoints.logout);
  const headers = new Headers();
  for (const c of signOutCookies(request, m.merchantId)) headers.append('Set-Cookie', c);
  return redirect(to, { headers });
}
