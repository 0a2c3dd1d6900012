/** The /deliveries URL family through the API: the courier of a customer's order (the tariff: orders/quote.test.ts). */
import { OrderSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourier } from '../../db/factories.ts';
import { orders } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useOrderWorld } from '../orders/order-test-world.ts';

describe.each(databases())('deliveries on %s', (kind) => {
  const { t, world, call, delivery, submit } = useOrderWorld(kind);

  it('shows the courier of an order once one is attached', async () => {
    const w = await world();
    const order = OrderSchema.parse((await submit(w, delivery(w))).json());
    const url = `/deliveries/v1/delivery/courier/${order.id}`;
    expect((await call('GET', url, { merchant: w.merchant.id, token: w.token })).statusCode).toBe(404);
    const courier = await createCourier(t.db, { merchantId: w.merchant.id, name: 'Jasur' });
    await t.db
      .update(orders)
      .set({ courierId: courier.id, courierStatus: 'PERFORMER_FOUND' })
      .where(eq(orders.id, order.id));
    const res = await call('GET', url, { merchant: w.merchant.id, token: w.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: courier.id, name: 'Jasur', status: 'PERFORMER_FOUND' });
  });
});
