import type { MerchantSettings } from '@dasturxon/contracts';
import { fallbackMerchantSettings } from '@dasturxon/domain';
import { describe, expect, it } from 'vitest';
import { offeredPaymentTypes, toOrderSettings } from './ordering-settings.ts';

const web = (flags: Partial<MerchantSettings>): MerchantSettings => ({
  ...fallbackMerchantSettings('0b0a1f5e-8c1d-4a57-9d0e-5d3c1f9a7b21'),
  ...flags,
});
const setting = (
  type: string,
  over: Partial<{
    isActive: boolean;
    webEnabled: boolean;
    botEnabled: boolean;
    operatorEnabled: boolean;
  }> = {},
) => ({
  type,
  isActive: true,
  webEnabled: true,
  botEnabled: true,
  operatorEnabled: true,
  ...over,
});
const allCredentials = { payme: true, click: true, uzum: true, sandbox: false };

describe('offeredPaymentTypes', () => {
  const allOn = web({
    cashActive: true,
    terminalActive: true,
    paymeActive: true,
    clickActive: true,
    uzumActive: true,
  });
  const allSettings = ['UZUM', 'CLICK', 'PAYME', 'TERMINAL', 'CASH'].map((t) => setting(t));

  it('lists the types switched on in both settings, in a fixed order', () => {
    expect(
      offeredPaymentTypes('WEB', { web: allOn, payments: allSettings, credentials: allCredentials }),
    ).toEqual(['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM']);
  });

  it('leaves out a type off in the web settings, inactive, or not enabled for the channel', () => {
    const payments = [
      setting('CASH'),
      setting('TERMINAL', { isActive: false }),
      setting('PAYME', { botEnabled: false }),
      setting('CLICK', { webEnabled: false }),
    ];
    const input = {
      web: web({ cashActive: true, terminalActive: true, paymeActive: true, clickActive: true }),
      payments,
      credentials: allCredentials,
    };
    expect(offeredPaymentTypes('WEB', input)).toEqual(['CASH', 'PAYME']);
    expect(offeredPaymentTypes('TG', input)).toEqual(['CASH', 'CLICK']);
    expect(offeredPaymentTypes('WEB', { ...input, web: web({ paymeActive: true }) })).toEqual(['PAYME']);
  });

  it('leaves out an online type whose credentials are incomplete, and types we do not offer', () => {
    const payments = [...allSettings, setting('PAYNET')];
    const credentials = { payme: false, click: true, uzum: false, sandbox: false };
    expect(offeredPaymentTypes('WEB', { web: allOn, payments, credentials })).toEqual([
      'CASH',
      'TERMINAL',
      'CLICK',
    ]);
  });
});

describe('offeredPaymentTypes for a phone order (decision 219)', () => {
  const allOn = web({ cashActive: true, terminalActive: true, paymeActive: true, clickActive: true });

  it('offers only what is paid to the courier or at the till, where the operator may take it', () => {
    const payments = ['CASH', 'TERMINAL', 'PAYME', 'CLICK'].map((t) => setting(t));
    expect(offeredPaymentTypes('OPERATOR', { web: allOn, payments, credentials: allCredentials })).toEqual([
      'CASH',
      'TERMINAL',
    ]);
    const noTerminal = [
      setting('CASH', { webEnabled: false }),
      setting('TERMINAL', { operatorEnabled: false }),
    ];
    expect(
      offeredPaymentTypes('OPERATOR', { web: allOn, payments: noTerminal, credentials: allCredentials }),
    ).toEqual(['CASH']);
  });
});

describe('toOrderSettings', () => {
  const paymentTypes = { WEB: ['CASH' as const], TG: [] };

  it('serves the defaults when the merchant has no order settings', () => {
    expect(toOrderSettings(null, paymentTypes, false)).toEqual({
      isServiceFeeEnabled: false,
      isServiceFeeFreeAboveThreshold: false,
      serviceFeeThreshold: 0,
      serviceFeeAmount: 0,
      minimalDeliveryPrice: 0,
      minOrderAmount: 0,
      freeDeliveryThreshold: 0,
      deliveryPricePerKm: 0,
      deliveryFreeKm: 0,
      laterDaysAhead: 2,
      cityId: null,
      paymentTypes,
      paymentsSandbox: false,
      defaultServiceType: { telegram: 'DELIVERY', website: 'DELIVERY', application: 'DELIVERY' },
    });
  });

  it('keeps a known default service type per channel and reads an unknown one as delivery', () => {
    const row = {
      merchantId: 'm',
      isServiceFeeEnabled: true,
      isServiceFeeFreeAboveThreshold: false,
      serviceFeeThreshold: 0,
      serviceFeeAmount: 3_000,
      minimalDeliveryPrice: 0,
      minOrderAmount: 30_000,
      freeDeliveryThreshold: 0,
      deliveryPricePerKm: 0,
      deliveryFreeKm: 0,
      laterDaysAhead: 5,
      defaultServiceTypes: { telegram: 'PICK_UP', website: 'TAKEAWAY', application: 'DINE_IN' },
      cityId: 3,
      lastModifiedDate: new Date(0),
    };
    expect(toOrderSettings(row, paymentTypes, true)).toMatchObject({
      isServiceFeeEnabled: true,
      serviceFeeAmount: 3_000,
      minOrderAmount: 30_000,
      laterDaysAhead: 5,
      cityId: 3,
      paymentsSandbox: true,
      defaultServiceType: { telegram: 'PICK_UP', website: 'DELIVERY', application: 'DINE_IN' },
    });
  });
});
