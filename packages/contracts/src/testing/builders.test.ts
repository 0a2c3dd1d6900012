/** Every builder's default output, and one with deep overrides, parses with its contract's schema. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AddressSchema, UserSchema } from '../account.ts';
import { BranchSchema } from '../branch.ts';
import {
  CategorySchema,
  GroupSchema,
  ModifierGroupSchema,
  ModifierSchema,
  OverallSchema,
  ProductSchema,
} from '../menu.ts';
import {
  BrandSchema,
  CitySchema,
  MerchantPublicSchema,
  MerchantSettingsSchema,
  PolicySchema,
  VacancySchema,
} from '../merchant.ts';
import {
  CourierSchema,
  OrderItemSchema,
  OrderPageSchema,
  OrderQuoteSchema,
  OrderSchema,
  OrderSettingsSchema,
  OrderTotalsSchema,
  PromoSchema,
  UserPromoSchema,
} from '../order.ts';
import { CheckoutSchema } from '../payment.ts';
import {
  StaffCourierSchema,
  StaffLoginResponseSchema,
  StaffOrderPageSchema,
  StaffOrderSchema,
  StaffSchema,
} from '../staff.ts';
import {
  BASE_DATE,
  dateAt,
  makeAddress,
  makeBranch,
  makeBrand,
  makeCategory,
  makeCity,
  makeCourier,
  makeGroup,
  makeMenu,
  makeMerchant,
  makeMerchantSettings,
  makeModifier,
  makeModifierGroup,
  makeOrder,
  makeOrderItem,
  makeOrderPage,
  makeOrderQuote,
  makeOrderSettings,
  makeOrderTotals,
  makePaymentCheckout,
  makePolicy,
  makeProduct,
  makePromo,
  makeStaff,
  makeStaffCourier,
  makeStaffLoginResponse,
  makeStaffOrder,
  makeStaffOrderPage,
  makeUser,
  makeUserPromo,
  makeVacancy,
} from './index.ts';

const builders: [string, () => unknown, z.ZodType][] = [
  ['makeGroup', makeGroup, GroupSchema],
  ['makeCategory', makeCategory, CategorySchema],
  ['makeModifier', makeModifier, ModifierSchema],
  ['makeModifierGroup', makeModifierGroup, ModifierGroupSchema],
  ['makeProduct', makeProduct, ProductSchema],
  ['makeMenu', makeMenu, OverallSchema],
  ['makeBranch', makeBranch, BranchSchema],
  ['makeMerchant', makeMerchant, MerchantPublicSchema],
  ['makeMerchantSettings', makeMerchantSettings, MerchantSettingsSchema],
  ['makeBrand', makeBrand, BrandSchema],
  ['makeCity', makeCity, CitySchema],
  ['makePolicy', makePolicy, PolicySchema],
  ['makeVacancy', makeVacancy, VacancySchema],
  ['makeUser', makeUser, UserSchema],
  ['makeAddress', makeAddress, AddressSchema],
  ['makeOrderTotals', makeOrderTotals, OrderTotalsSchema],
  ['makeOrderItem', makeOrderItem, OrderItemSchema],
  ['makeOrder', makeOrder, OrderSchema],
  ['makeOrderPage', makeOrderPage, OrderPageSchema],
  ['makeOrderQuote', makeOrderQuote, OrderQuoteSchema],
  ['makeOrderSettings', makeOrderSettings, OrderSettingsSchema],
  ['makePromo', makePromo, PromoSchema],
  ['makeUserPromo', makeUserPromo, UserPromoSchema],
  ['makePaymentCheckout', makePaymentCheckout, CheckoutSchema],
  ['makeCourier', makeCourier, CourierSchema],
  ['makeStaff', makeStaff, StaffSchema],
  ['makeStaffLoginResponse', makeStaffLoginResponse, StaffLoginResponseSchema],
  ['makeStaffOrder', makeStaffOrder, StaffOrderSchema],
  ['makeStaffOrderPage', makeStaffOrderPage, StaffOrderPageSchema],
  ['makeStaffCourier', makeStaffCourier, StaffCourierSchema],
];

describe('builders', () => {
  it.each(builders)('%s builds a value its contract accepts as it is', (_, build, schema) => {
    const value = build();
    expect(value).toMatchObject(schema.parse(value) as object);
  });

  it('lays deep overrides over the defaults, replacing arrays whole', () => {
    const order = makeOrder({
      status: 'DONE',
      branch: { name: { eng: 'Yunusabad' } },
      totals: { totalPrice: 70_000 },
      statusLog: [],
    });
    expect(OrderSchema.parse(order)).toEqual(order);
    expect(order.branch.name).toEqual({ uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Yunusabad' });
    expect(order.totals).toMatchObject({ totalPrice: 70_000, productPrice: 50_000 });
    expect(order.statusLog).toEqual([]);
    const staffOrder = makeStaffOrder({ id: 9, customer: { name: null }, nextStatuses: [] });
    expect(staffOrder).toMatchObject(StaffOrderSchema.parse(staffOrder));
    expect(staffOrder).toMatchObject({ id: 9, customer: { id: 7, name: null }, nextStatuses: [] });
  });

  it('numbers each kind from 1 in every test, and dates from the fixed base', () => {
    expect([makeOrder().id, makeOrder().id, makeProduct().id, makeOrder({ id: 40 }).id]).toEqual([
      1, 2, 1, 40,
    ]);
    expect(makeOrder().createdDate).toBe(BASE_DATE);
    expect(dateAt(90)).toBe('2026-11-21T09:30:00.000Z');
  });

  it('starts the numbering again in the next test', () => {
    expect(makeOrder().id).toBe(1);
  });
});
