/** Builders of the customer's shapes (account.ts): the user and a saved address. */
import type { Address, User } from '../account.ts';
import { type DeepPartial, merge } from './merge.ts';
import { BASE_DATE, nextId, TEST_MERCHANT_ID } from './sequence.ts';

/** Customer 7, Aziza, phone 998901234567, no cashback. */
export function makeUser(overrides: DeepPartial<User> = {}): User {
  return merge<User>(
    {
      id: 7,
      merchantId: TEST_MERCHANT_ID,
      phone: '998901234567',
      firstName: 'Aziza',
      lastName: null,
      gender: null,
      birthday: null,
      email: null,
      image: null,
      role: 'CUSTOMER',
      cashback: 0,
      isActive: true,
      createdDate: BASE_DATE,
      lastModifiedDate: BASE_DATE,
    },
    overrides,
  );
}

/** A saved house address in Tashkent with only its street and number filled in. */
export function makeAddress(overrides: DeepPartial<Address> = {}): Address {
  const id = overrides.id ?? nextId('address');
  return merge<Address>(
    {
      id,
      type: 'HOUSE',
      name: null,
      streetName: 'Navoiy',
      houseNumber: String(id),
      details: null,
      description: null,
      latitude: 41.32,
      longitude: 69.25,
      cityId: null,
      office: null,
      domophone: null,
      entrance: null,
      floor: null,
      comment: null,
      createdDate: BASE_DATE,
      lastModifiedDate: BASE_DATE,
    },
    overrides,
  );
}
