/** The storefront's fake API behind the storefront's own client: the same seam serves api.call and apiFetch. */
import { merchantEndpoints, orderEndpoints, userEndpoints } from '@dasturxon/contracts';
import { makeOrder, TEST_MERCHANT_ID } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api.ts';
import { storefrontApi } from './test-api.ts';

describe('storefrontApi', () => {
  it('answers the merchant lookup, its settings and an added endpoint through api.call, typed and validated', async () => {
    const api = storefrontApi({ settings: { favouriteActive: true } }).on(
      orderEndpoints.order,
      ({ params }) => makeOrder({ id: params.id, status: 'COOKING' }),
    );
    const client = createApiClient({ fetchImpl: api.fetch, merchantId: TEST_MERCHANT_ID, lang: 'uz' });
    const [, merchant] = await client.call(merchantEndpoints.bySub, { params: { sub: 'navruz' } });
    const [missing] = await client.call(merchantEndpoints.bySub, { params: { sub: 'nowhere' } });
    const [, settings] = await client.call(merchantEndpoints.settingsWeb);
    const [, order] = await client.call(orderEndpoints.order, { params: { id: 5 } });
    expect(merchant?.id).toBe(TEST_MERCHANT_ID);
    expect(missing?.status).toBe(404);
    expect(settings?.favouriteActive).toBe(true);
    expect([order?.id, order?.status]).toEqual([5, 'COOKING']);
    expect(api.calls.map((c) => c.name)).toEqual([
      'merchantEndpoints.bySub',
      'merchantEndpoints.bySub',
      'merchantEndpoints.settingsWeb',
      'orderEndpoints.order',
    ]);
  });

  it('knows the signed-in user only for a session it opened, for that merchant', async () => {
    const api = storefrontApi().signIn('t0k3n');
    const me = (token: string, merchantId = TEST_MERCHANT_ID) =>
      createApiClient({ fetchImpl: api.fetch, merchantId, lang: 'uz', token }).call(userEndpoints.me);
    expect((await me('t0k3n'))[1]?.id).toBe(7);
    expect((await me('other'))[0]?.status).toBe(401);
    expect((await me('t0k3n', '0b7f5d2a-3c4e-4f61-8a9b-1c2d3e4f5a6b'))[0]?.status).toBe(401);
  });
});
