/**
 * Loader of /about, /offerta and /privacy: the policy of spec §7 (GET /support/v1/company/policies?policies=TYPE)
 * behind its settings flag. Flag off, or no text in the current language (nor Uzbek): the 404 page.
 */
import { contentEndpoints, type PolicyType } from '@dasturxon/contracts';
import { data } from 'react-router';
import { type RequestContext, requireMerchant } from '../../lib/request-context.server.ts';
import type { MessageKey } from '../../shared/i18n/catalog/index.ts';
import { pageTitle } from '../../shared/i18n/page-title.ts';

export async function loadPolicyPage(
  context: RequestContext,
  type: PolicyType,
  active: (s: Awaited<ReturnType<typeof requireMerchant>>['settings']) => boolean,
  titleKey: MessageKey,
) {
  const m = requireMerchant(context);
  if (!active(m.settings)) throw data(null, { status: 404 });
  const [error, policy] = await m.api.call(contentEndpoints.policy, { query: { policies: type } });
  if (error) throw data(error, { status: error.status === 404 ? 404 : error.status || 502 });
  const text = (policy.text[m.lang] || policy.text.uz).trim();
  if (!text) throw data(null, { status: 404 });
  return { text, lastModified: policy.lastModifiedDate, title: pageTitle(m.lang, m.settings, titleKey) };
}
