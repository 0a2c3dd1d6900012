/** Test builder of a contracts Branch (tests only). */
import type { Branch, WorkHour } from '@dasturxon/contracts';
import { WEEKDAYS } from '@dasturxon/contracts';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { formatMessage, type MessageKey } from '../../shared/i18n/index.tsx';
import type { Translate } from './open-badge.ts';

export const MERCHANT_ID = '6f1c2f4e-8a51-4a3e-9a57-2f0c1b7d9e10';

export function everyDay(open: string, close: string): WorkHour[] {
  return WEEKDAYS.map((day) => ({ day, open, close, isDayOff: false }));
}

export function makeBranch(id: number, over: Partial<Branch> = {}): Branch {
  return {
    id,
    merchantId: MERCHANT_ID,
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
      merchantId: MERCHANT_ID,
    },
    createdDate: '2025-01-01T00:00:00.000Z',
    lastModifiedDate: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

export function translator(lang: 'uz' | 'ru' | 'eng' = 'eng'): Translate {
  const messages = messagesFor(lang);
  return (key: MessageKey, vars) => formatMessage(messages[key], vars);
}
