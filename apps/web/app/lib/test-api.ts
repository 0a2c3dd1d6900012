/**
 * For tests: the storefront's fake API (tests only). The contracts' fakeApi (keyed by the endpoint table,
 * answers checked against the contracts) with what every storefront request asks first already answered: the
 * merchant lookup (by sub or id; any other is not found), its web settings, and the signed-in user for the
 * sessions the test opens. A test adds the endpoints its route calls with `api.on(...)`; a call nobody answers
 * fails the test. `api.context()` is the router context of one request whose API is this fake, on a clock pinned to the builders' BASE_DATE.
 */
import {
  type MerchantPublic,
  type MerchantSettings,
  merchantEndpoints,
  type User,
  userEndpoints,
} from '@dasturxon/contracts';
import {
  apiError,
  BASE_DATE,
  type DeepPartial,
  type FakeApi,
  type FakeRequest,
  fakeApi,
  makeMerchant,
  makeMerchantSettings,
  makeUser,
} from '@dasturxon/contracts/testing';
import type { RouterContextProvider } from 'react-router';
import { createLoadContext, type StorefrontLoadContext } from './load-context.ts';
import { testServerValues } from './test-route.ts';

export interface StorefrontApiOptions {
  /** The merchants the lookup knows (default: makeMerchant(), "navruz"). */
  merchants?: DeepPartial<MerchantPublic>[];
  /** Web settings of every merchant (its id filled in), over makeMerchantSettings. */
  settings?: DeepPartial<MerchantSettings>;
  /** The signed-in customer (default: makeUser()). */
  user?: DeepPartial<User>;
}

export interface StorefrontApi extends FakeApi {
  /** The first merchant of the options. */
  merchant: MerchantPublic;
  merchants: MerchantPublic[];
  /** token -> merchant id of the sessions the fake accepts; `signIn` adds one. */
  sessions: Map<string, string>;
  /** Who /users/me answers for a session (a test may replace it). */
  user: User;
  /** Opens a session: the token is accepted for that merchant (default: the first). */
  signIn(token: string, merchantId?: string): StorefrontApi;
  /** Whether a call carries a session the fake accepts for the call's merchant. */
  isSignedIn(request: FakeRequest): boolean;
  /** What the server adapter hands a request, with this fake as its API and the clock at BASE_DATE. */
  serverValues(values?: Partial<StorefrontLoadContext>): StorefrontLoadContext;
  /** A fresh router context per request, as the server adapter makes them, from serverValues. */
  context(values?: Partial<StorefrontLoadContext>): RouterContextProvider;
}

export function storefrontApi(options: StorefrontApiOptions = {}): StorefrontApi {
  const merchants = (options.merchants ?? [{}]).map((m) => makeMerchant(m));
  const sessions = new Map<string, string>();
  const api: StorefrontApi = Object.assign(fakeApi(), {
    merchant: merchants[0] ?? makeMerchant(),
    merchants,
    sessions,
    user: makeUser(options.user),
    signIn(token: string, merchantId = api.merchant.id) {
      sessions.set(token, merchantId);
      return api;
    },
    isSignedIn: (request: FakeRequest) =>
      request.token !== null && sessions.get(request.token) === request.merchant,
    serverValues: (values: Partial<StorefrontLoadContext> = {}) =>
      testServerValues({ apiFetch: api.fetch, clock: () => new Date(BASE_DATE), ...values }),
    context: (values: Partial<StorefrontLoadContext> = {}) => createLoadContext(api.serverValues(values)),
  });
  const lookup = (key: string) =>
    merchants.find((m) => m.sub === key || m.id === key) ??
    apiError(404, 'MERCHANT_NOT_FOUND', 'Merchant not found');
  api.on(merchantEndpoints.bySub, ({ params }) => lookup(params.sub));
  api.on(merchantEndpoints.byDomain, ({ params }) => lookup(params.host));
  api.on(merchantEndpoints.settingsWeb, ({ merchant }) =>
    makeMerchantSettings({ ...options.settings, merchantId: merchant ?? api.merchant.id }),
  );
  api.on(userEndpoints.me, (request) =>
    api.isSignedIn(request) ? api.user : apiError(401, 'UNAUTHORIZED', 'Avtorizatsiya talab qilinadi'),
  );
  return api;
}
