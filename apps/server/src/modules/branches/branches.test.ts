import { BranchSchema, CitySchema, type WorkHour } from '@dasturxon/contracts';
import { distanceMeters } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import {
  createBranch,
  createCity,
  createMerchant,
  linkMerchantCity,
  ml,
  weeklyHours,
} from '../../db/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

// Monday 23 November 2026, 13:00 in Tashkent (UTC+5).
const MONDAY_1PM = new Date('2026-11-23T08:00:00Z');

const CHILONZOR = { latitude: 41.2856, longitude: 69.2034 };
const YUNUSOBOD = { latitude: 41.3645, longitude: 69.2867 };
const SERGELI = { latitude: 41.2267, longitude: 69.2217 };

describe.each(databases())('branches and cities on %s', (kind) => {
  const t = useTestApp(kind, { clock: () => MONDAY_1PM });

  async function merchantWithCity() {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    await linkMerchantCity(t.db, { merchantId: merchant.id, cityId: city.id, isMain: true });
    return { merchant, city };
  }

  describe('GET /api/users/v1/branches', () => {
    it('lists the active, not deleted branches of the merchant, main first, with today’s hours', async () => {
      const { merchant, city } = await merchantWithCity();
      const other = await createMerchant(t.db);
      const hours: WorkHour[] = weeklyHours('10:00', '23:00').map((h) =>
        h.day === 'MONDAY' ? { ...h, open: '09:00', close: '18:00' } : h,
      );
      const a = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id, workHours: hours });
      const main = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id, isMain: true });
      const dayOff = await createBranch(t.db, {
        merchantId: merchant.id,
        cityId: city.id,
        workHours: weeklyHours('10:00', '22:00', ['MONDAY']),
      });
      await createBranch(t.db, { merchantId: merchant.id, cityId: city.id, isActive: false });
      await createBranch(t.db, { merchantId: merchant.id, cityId: city.id, deleted: true });
      await createBranch(t.db, { merchantId: other.id, cityId: city.id });

      const res = await t.get('/api/users/v1/branches', { merchant: merchant.id });
      expect(res.statusCode).toBe(200);
      const list = BranchSchema.array().parse(res.json());
      expect(list.map((b) => b.id)).toEqual([main.id, a.id, dayOff.id]);
      const byId = new Map(list.map((b) => [b.id, b]));
      expect(byId.get(a.id)).toMatchObject({ open: '09:00', close: '18:00', distance: null });
      expect(byId.get(dayOff.id)).toMatchObject({ open: null, close: null });
      expect(byId.get(a.id)?.settings.merchantId).toBe(merchant.id);
      expect(byId.get(a.id)?.workHours).toHaveLength(7);
    });

    it('filters by city with /full?cityId=', async () => {
      const { merchant, city } = await merchantWithCity();
      const samarkand = await createCity(t.db, { name: ml('Samarqand', 'Самарканд', 'Samarkand') });
      const inTashkent = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
      const inSamarkand = await createBranch(t.db, { merchantId: merchant.id, cityId: samarkand.id });
      const res = await t.get(`/api/users/v1/branches/full?cityId=${samarkand.id}`, {
        merchant: merchant.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((b: { id: number }) => b.id)).toEqual([inSamarkand.id]);
      const tashkent = await t.get(`/api/users/v1/branches/full?cityId=${city.id}`, {
        merchant: merchant.id,
      });
      expect(tashkent.json().map((b: { id: number }) => b.id)).toEqual([inTashkent.id]);
      expect((await t.get('/api/users/v1/branches/full', { merchant: merchant.id })).statusCode).toBe(400);
    });

    it('carries an ETag and honours If-None-Match', async () => {
      const { merchant, city } = await merchantWithCity();
      await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
      const first = await t.get('/api/users/v1/branches', { merchant: merchant.id });
      const again = await t.get('/api/users/v1/branches', {
        merchant: merchant.id,
        headers: { 'if-none-match': `W/${first.headers.etag}, "other"` },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('GET /api/users/v1/branches/{id}', () => {
    it('serves a branch of the merchant and 404 for another merchant’s', async () => {
      const { merchant, city } = await merchantWithCity();
      const other = await createMerchant(t.db);
      const own = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
      const foreign = await createBranch(t.db, { merchantId: other.id, cityId: city.id });

      const ok = await t.get(`/api/users/v1/branches/${own.id}`, { merchant: merchant.id });
      expect(ok.statusCode).toBe(200);
      expect(BranchSchema.parse(ok.json()).id).toBe(own.id);

      const res = await t.get(`/api/users/v1/branches/${foreign.id}`, { merchant: merchant.id, lang: 'ru' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', status: 404, message: 'Филиал не найден.' });
    });
  });

  describe('GET /api/users/v1/branches/merchant/{merchantId}/closest', () => {
    async function threeBranches() {
      const { merchant, city } = await merchantWithCity();
      const chilonzor = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id, ...CHILONZOR });
      const yunusobod = await createBranch(t.db, {
        merchantId: merchant.id,
        cityId: city.id,
        ...YUNUSOBOD,
        settings: { pickUpEnabled: false },
      });
      const sergeli = await createBranch(t.db, {
        merchantId: merchant.id,
        cityId: city.id,
        ...SERGELI,
        settings: { deliveryEnabled: false },
      });
      return { merchant, city, chilonzor, yunusobod, sergeli };
    }

    const closest = (merchantId: string, query: string) =>
      t.get(`/api/users/v1/branches/merchant/${merchantId}/closest?${query}`, { merchant: merchantId });

    it('picks the nearest active branch and gives its distance in metres', async () => {
      const { merchant, yunusobod, sergeli } = await threeBranches();
      const nearYunusobod = { latitude: 41.36, longitude: 69.28 };
      const res = await closest(merchant.id, `lat=${nearYunusobod.latitude}&lon=${nearYunusobod.longitude}`);
      expect(res.statusCode).toBe(200);
      const branch = BranchSchema.parse(res.json());
      expect(branch.id).toBe(yunusobod.id);
      expect(branch.distance).toBe(Math.round(distanceMeters(nearYunusobod, YUNUSOBOD)));

      const south = await closest(merchant.id, 'lat=41.22&lon=69.22');
      expect(south.json().id).toBe(sergeli.id);
    });

    it('with a type, only considers branches offering that service', async () => {
      const { merchant, chilonzor, yunusobod } = await threeBranches();
      // Next to Yunusobod, which does not do pick-up: Chilonzor is the nearest that does.
      const pickUp = await closest(merchant.id, 'lat=41.36&lon=69.28&type=PICK_UP');
      expect(pickUp.json().id).toBe(chilonzor.id);
      const delivery = await closest(merchant.id, 'lat=41.36&lon=69.28&type=DELIVERY');
      expect(delivery.json().id).toBe(yunusobod.id);
      // Next to Sergeli, which does not deliver.
      const south = await closest(merchant.id, 'lat=41.22&lon=69.22&type=DELIVERY');
      expect(south.json().id).toBe(chilonzor.id);
      expect((await closest(merchant.id, 'lat=41.22&lon=69.22&type=TAKEAWAY')).statusCode).toBe(400);
    });

    it('skips inactive branches and answers 404 "no branches" when none qualifies', async () => {
      const { merchant, city } = await merchantWithCity();
      await createBranch(t.db, { merchantId: merchant.id, cityId: city.id, isActive: false });
      await createBranch(t.db, {
        merchantId: merchant.id,
        cityId: city.id,
        settings: { dineInEnabled: false },
      });
      const res = await t.get(
        `/api/users/v1/branches/merchant/${merchant.id}/closest?lat=41.3&lon=69.2&type=DINE_IN`,
        { merchant: merchant.id, lang: 'ru' },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        status: 404,
        message: 'К сожалению, рядом нет работающих филиалов.',
      });
    });

    it('answers 404 when the path names another merchant than the header', async () => {
      const { merchant } = await threeBranches();
      const other = await createMerchant(t.db);
      const res = await t.get(`/api/users/v1/branches/merchant/${merchant.id}/closest?lat=41.3&lon=69.2`, {
        merchant: other.id,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('GET /api/users/v1/city-merchant/merchant/{merchantId}', () => {
    it('lists the merchant’s cities, main city first', async () => {
      const merchant = await createMerchant(t.db);
      const bukhara = await createCity(t.db, { name: ml('Buxoro', 'Бухара', 'Bukhara') });
      const tashkent = await createCity(t.db);
      const elsewhere = await createCity(t.db, { name: ml('Xiva', 'Хива', 'Khiva') });
      await linkMerchantCity(t.db, { merchantId: merchant.id, cityId: bukhara.id });
      await linkMerchantCity(t.db, { merchantId: merchant.id, cityId: tashkent.id, isMain: true });
      const other = await createMerchant(t.db);
      await linkMerchantCity(t.db, { merchantId: other.id, cityId: elsewhere.id, isMain: true });

      const res = await t.get(`/api/users/v1/city-merchant/merchant/${merchant.id}`, {
        merchant: merchant.id,
      });
      expect(res.statusCode).toBe(200);
      const list = CitySchema.array().parse(res.json());
      expect(list.map((c) => [c.id, c.isMain])).toEqual([
        [tashkent.id, true],
        [bukhara.id, false],
      ]);
    });

    it('answers 404 for another merchant’s id and 400 for a malformed one', async () => {
      const merchant = await createMerchant(t.db);
      const other = await createMerchant(t.db);
      const foreign = await t.get(`/api/users/v1/city-merchant/merchant/${other.id}`, {
        merchant: merchant.id,
      });
      expect(foreign.statusCode).toBe(404);
      const malformed = await t.get('/api/users/v1/city-merchant/merchant/undefined', {
        merchant: merchant.id,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });
});
