/** Builders of branches (branch.ts) and their working hours. */
import type { Branch, WorkHour } from '../branch.ts';
import { WEEKDAYS } from '../common.ts';
import { type DeepPartial, merge } from './merge.ts';
import { BASE_DATE, nextId, TEST_MERCHANT_ID } from './sequence.ts';

/** The same hours on all seven days. */
export function everyDay(open: string, close: string): WorkHour[] {
  return WEEKDAYS.map((day) => ({ day, open, close, isDayOff: false }));
}

/** An active branch in city 1, open 10:00-23:00 every day, delivering, with pick-up and dine-in. */
export function makeBranch(overrides: DeepPartial<Branch> = {}): Branch {
  const id = overrides.id ?? nextId('branch');
  const merchantId = overrides.merchantId ?? TEST_MERCHANT_ID;
  return merge<Branch>(
    {
      id,
      merchantId,
      cityId: 1,
      name: { uz: `Filial ${id}`, ru: `Филиал ${id}`, eng: `Branch ${id}` },
      address: `Street ${id}`,
      latitude: 41.3,
      longitude: 69.24,
      open: '10:00',
      close: '23:00',
      phone: '+998712000000',
      bookingPhone: null,
      isActive: true,
      isMain: false,
      joinPosterId: null,
      jowiId: null,
      iikoId: null,
      companyId: null,
      paymentId: null,
      deliveryPrice: null,
      deliveryStart: null,
      deliveryEnd: null,
      distance: null,
      workHours: everyDay('10:00', '23:00'),
      closedUntil: null,
      settings: {
        bookingEnabled: false,
        deliveryEnabled: true,
        dineInEnabled: true,
        expressEnabled: false,
        kitchenEnabled: true,
        payOfficeEnabled: false,
        pickUpEnabled: true,
        storageEnabled: false,
        yandexEnabled: false,
        directorId: null,
        merchantId,
      },
      createdDate: BASE_DATE,
      lastModifiedDate: BASE_DATE,
    },
    overrides,
  );
}
