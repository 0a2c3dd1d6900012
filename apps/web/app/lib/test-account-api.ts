/**
 * For tests: the storefront's fake API with accounts (tests only): two brands of one company (navruz and
 * navruzburger), phone login with one valid code issuing sessions per brand, and the signed-in customer's own
 * calls (profile update, phone change, sign-out, erase), each refused without a session of the call's brand.
 */
import { authEndpoints, userEndpoints } from '@dasturxon/contracts';
import { apiError, type FakeRequest, TEST_MERCHANT_ID } from '@dasturxon/contracts/testing';
import type { RouterContextProvider } from 'react-router';
import { type StorefrontApi, storefrontApi } from './test-api.ts';

export const NAVRUZ_ID = TEST_MERCHANT_ID;
export const BURGER_ID = '0b7f5d2a-3c4e-4f61-8a9b-1c2d3e4f5a6b';
export const GOOD_CODE = '123456';

const wrongCode = () => apiError(400, 'WRONG_CODE', 'Kod noto‘g‘ri yoki muddati o‘tgan');
const unauthorized = () => apiError(401, 'UNAUTHORIZED', 'Avtorizatsiya talab qilinadi');

export function fakeAccountApi(): StorefrontApi {
  const api = storefrontApi({
    merchants: [
      { id: NAVRUZ_ID, sub: 'navruz' },
      { id: BURGER_ID, sub: 'navruzburger' },
    ],
    settings: { ruLangActive: true, uzLangActive: true },
  });
  /** A signed-in customer's call: answered, or 401 without a session of the call's brand. */
  const mine =
    <R>(answer: (request: FakeRequest) => R) =>
    (request: FakeRequest) =>
      api.isSignedIn(request) ? answer(request) : unauthorized();
  api
    .on(authEndpoints.sendCode, () => ({ resendAfter: 60, expiresIn: 120 }))
    .on(authEndpoints.login, ({ body, merchant }) => {
      if (body.code !== GOOD_CODE) return wrongCode();
      const issued = `tok_${merchant?.slice(0, 8)}_${api.sessions.size + 1}_abcdefgh`;
      api.sessions.set(issued, merchant ?? '');
      return { token: issued, user: api.user };
    })
    .on(
      userEndpoints.logout,
      mine(({ token }) => {
        if (token) api.sessions.delete(token);
        return null;
      }),
    )
    .on(userEndpoints.update, (request) => {
      if (!api.isSignedIn(request)) return unauthorized();
      if (request.params.id !== api.user.id) return apiError(404, 'NOT_FOUND', 'Topilmadi');
      api.user = { ...api.user, ...request.body };
      return api.user;
    })
    .on(
      userEndpoints.phoneChange,
      mine(() => ({ resendAfter: 60, expiresIn: 120 })),
    )
    .on(userEndpoints.phoneVerify, (request) => {
      if (!api.isSignedIn(request)) return unauthorized();
      if (request.body.code !== GOOD_CODE) return wrongCode();
      api.user = { ...api.user, phone: request.body.phone };
      return api.user;
    })
    .on(
      userEndpoints.erase,
      mine(({ merchant }) => {
        for (const [token, brand] of api.sessions) if (brand === merchant) api.sessions.delete(token);
        return null;
      }),
    );
  return api;
}

/** A fresh router context per request, as the server adapter makes them (run it with lib/test-route runRoute). */
export function requestContext(api: StorefrontApi): RouterContextProvider {
  return api.context();
}
