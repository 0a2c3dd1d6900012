/**
 * /checkout's action for the choices against the fake API: each posted choice is saved into the state cookie
 * without asking the API; a promo code is checked with the products total and kept, or the server's message
 * is answered; the point chosen on /choose-address is adopted, as a saved address with its extras when it is
 * one, and never over an address already chosen.
 */
import { addressEndpoints, promoEndpoints } from '@dasturxon/contracts';
import { apiError, makeAddress, makePromo } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { ATTEMPT, checkoutApi, cookies, MERCHANT_ID, post } from './test-checkout.ts';

describe('checkout action: choices', () => {
  it('saves each posted choice into the state cookie without asking the API', async () => {
    const r = await post(
      {
        intent: 'save',
        serviceType: 'PICK_UP',
        paymentType: 'PAYME',
        sendCheque: '1',
        sendChequePhone: '+998 90 123 45 67',
        useCashback: '0',
      },
      cookies({}),
    );
    expect(r.state).toMatchObject({
      serviceType: 'PICK_UP',
      paymentType: 'PAYME',
      sendCheque: true,
      sendChequePhone: '998901234567',
      attempt: ATTEMPT,
    });
    expect(r.asked.filter((a) => a.url.pathname.includes('/orders/'))).toEqual([]);
  });

  it('checks a promo code with the products total and keeps it, or answers the server’s message', async () => {
    const api = checkoutApi().on(promoEndpoints.check, () =>
      makePromo({ code: 'WELCOME', deliveryDiscount: 100, minPrice: 50_000 }),
    );
    const ok = await post(
      { intent: 'promo', promoCode: 'welcome' },
      cookies({ serviceType: 'PICK_UP', branchId: 1 }),
      api,
    );
    expect(api.callsTo(promoEndpoints.check)[0]?.sentBody).toEqual({ code: 'WELCOME', productPrice: 60_000 });
    expect(ok.state?.promoCode).toBe('WELCOME');
    const expiring = checkoutApi().on(promoEndpoints.check, () =>
      apiError(409, 'PROMO_EXPIRED', 'Promokod muddati tugagan'),
    );
    const expired = await post({ intent: 'promo', promoCode: 'OLD2025' }, cookies({}), expiring);
    expect(expired.body).toEqual({ ok: false, intent: 'promo', message: 'Promokod muddati tugagan' });
    expect(expired.state?.promoCode).toBeNull();
  });

  it('adopts the point chosen on /choose-address when there is no address: a saved one with its extras', async () => {
    const withAddresses = () =>
      checkoutApi().on(addressEndpoints.list, ({ params }) =>
        params.merchantId === MERCHANT_ID && params.userId === 7
          ? [
              makeAddress({
                id: 31,
                type: 'APARTMENT',
                name: 'Uyim',
                streetName: 'Navoiy',
                houseNumber: '12',
                office: '5',
                entrance: '1',
                floor: '2',
              }),
            ]
          : [],
      );
    const saved = await post(
      { intent: 'use-address', latitude: '41.32005', longitude: '69.25', streetName: 'Navoiy' },
      cookies({}),
      withAddresses(),
    );
    expect(saved.state?.address).toMatchObject({
      savedAddressId: 31,
      entrance: '1',
      floor: '2',
      office: '5',
    });
    expect(saved.state?.addressType).toBe('SAVED');
    const point = await post(
      { intent: 'use-address', latitude: '41.2', longitude: '69.1', streetName: 'Chorsu' },
      cookies({}),
      withAddresses(),
    );
    expect(point.state?.address).toMatchObject({ latitude: 41.2, longitude: 69.1, streetName: 'Chorsu' });
    expect(point.state?.addressType).toBe('MAP');
    // An address already chosen in the checkout is never replaced.
    const kept = await post(
      { intent: 'use-address', latitude: '41.2', longitude: '69.1' },
      cookies({ address: { latitude: 41.3, longitude: 69.3 } }),
      withAddresses(),
    );
    expect(kept.setCookies).toEqual([]);
  });
});
