import { userEndpoints } from '@dasturxon/contracts';
import { redirect } from 'react-router';
import { signOut } from '../../lib/session.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';

/**
 * POST logout (spec §4, §7): the server revokes the session, the browser loses this brand's cookies, and the
 * visitor goes home (spec §2). The cookies go even when the API call fails: a visitor who asked to leave must
 * not stay signed in on this device.
 */
export async function logout(m: StorefrontMerchant, to = '/'): Promise<Response> {
  if (m.token) await m.api.call(userEndpoints.logout);
  signOut(m.cookies, m.merchantId);
  return redirect(to);
}
