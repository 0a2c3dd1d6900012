/**
 * Demo seed of ordering (issue 4): order settings, delivery zones, payment settings and promos of the demo
 * merchants. The zones cover most of Tashkent in three rings (10 000 / 15 000 / 20 000 so'm) and leave out the
 * far outskirts and Samarkand, so "out of the delivery zone" can be shown there.
 */
import type { Db } from '../client.ts';
import {
  createDeliveryZone,
  createOrderSettings,
  createPaymentSettings,
  createPromo,
} from '../factories/ordering.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type LatLon = [number, number];

/** Inside the Small Ring Road and around it: Chilonzor to Yunusobod, Mirobod, the centre. */
const CENTRE: LatLon[] = [
  [41.352, 69.215],
  [41.36, 69.255],
  [41.35, 69.3],
  [41.318, 69.318],
  [41.285, 69.305],
  [41.27, 69.27],
  [41.272, 69.215],
  [41.295, 69.185],
  [41.33, 69.19],
];

/** Most of the city inside the Tashkent Ring Road (KAD). */
const CITY: LatLon[] = [
  [41.385, 69.19],
  [41.395, 69.26],
  [41.38, 69.33],
  [41.345, 69.365],
  [41.29, 69.36],
  [41.245, 69.32],
  [41.235, 69.25],
  [41.25, 69.17],
  [41.29, 69.135],
  [41.345, 69.14],
];

/** The edges of the city: Sergeli, Yangihayot, Qibray side, Olmazor; not Chirchiq, Yangiyo'l or Zangiota. */
const OUTSKIRTS: LatLon[] = [
  [41.41, 69.175],
  [41.42, 69.27],
  [41.405, 69.36],
  [41.36, 69.4],
  [41.28, 69.395],
  [41.215, 69.34],
  [41.195, 69.25],
  [41.21, 69.16],
  [41.27, 69.105],
  [41.35, 69.11],
];

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** Local (Asia/Tashkent) midnight of the first day of the month `months` after `now`'s month. */
function monthStart(now: Date, months: number): Date {
  const local = new Date(now.getTime() + TASHKENT_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, 1) - TASHKENT_OFFSET_MS);
}

/** `merchantIds`: demo merchant id by sub-domain (navruz, navruzburger, bodomzor). */
export async function seedOrderingDemo(
  tx: Tx,
  merchantIds: Record<string, string>,
  now: Date = new Date(),
): Promise<void> {
  for (const merchantId of Object.values(merchantIds)) {
    await createOrderSettings(tx, {
      merchantId,
      isServiceFeeEnabled: true,
      isServiceFeeFreeAboveThreshold: true,
      serviceFeeThreshold: 150_000,
      serviceFeeAmount: 2_000,
      minimalDeliveryPrice: 10_000,
      minOrderAmount: 30_000,
      deliveryPricePerKm: 1_000,
      deliveryFreeKm: 3,
      laterDaysAhead: 2,
    });
    const zones: Array<[string, LatLon[], number, string]> = [
      ['Markaz', CENTRE, 10_000, '#2E7D32'],
      ['Shahar', CITY, 15_000, '#F9A825'],
      ['Chekka', OUTSKIRTS, 20_000, '#E65100'],
    ];
    for (const [name, polygon, price, color] of zones) {
      await createDeliveryZone(tx, { merchantId, name, polygon, price, color });
    }
    await createPaymentSettings(tx, merchantId, ['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM']);

    await createPromo(tx, {
      merchantId,
      code: 'WELCOME',
      discountType: 'PERCENTAGE',
      productDiscount: 10,
      deliveryDiscount: 100,
      minPrice: 50_000,
    });
    await createPromo(tx, {
      merchantId,
      code: 'MINUS20K',
      discountType: 'AMOUNT',
      productDiscount: 20_000,
      deliveryDiscount: 0,
      minPrice: 100_000,
    });
    await createPromo(tx, {
      merchantId,
      code: 'OLD2025',
      discountType: 'PERCENTAGE',
      productDiscount: 15,
      startDate: new Date('2025-01-01T00:00:00+05:00'),
      endDate: new Date('2025-12-31T23:59:59+05:00'),
    });
    await createPromo(tx, {
      merchantId,
      code: 'SOON',
      discountType: 'PERCENTAGE',
      productDiscount: 20,
      startDate: monthStart(now, 1),
      endDate: monthStart(now, 2),
    });
    await createPromo(tx, {
      merchantId,
      code: 'OFF',
      discountType: 'AMOUNT',
      productDiscount: 10_000,
      isActive: false,
    });
  }
}
