import { type AddressInput, AddressSchema, ApiErrorSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAddress, createCity, createMerchant, createSession, createUser } from '../../db/factories.ts';
import { addresses } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { MAX_ADDRESSES } from './service.ts';

const HOME = { latitude: 41.2856, longitude: 69.2034 };

describe.each(databases())('addresses on %s', (kind) => {
  const t = useTestApp(kind);

  /** A merchant with a signed-in customer. */
  async function signedIn(merchantId?: string) {
    const merchant = merchantId ?? (await createMerchant(t.db)).id;
    const user = await createUser(t.db, { merchantId: merchant });
    const token = await createSession(t.db, user);
    return { merchant, user, token };
  }

  const call = t.call;

  const listUrl = (merchant: string, userId: number) =>
    `/users/v1/addresses/merchant/${merchant}/user/${userId}`;

  it('creates, lists, updates and deletes an address of the signed-in customer', async () => {
    const { merchant, user, token } = await signedIn();
    const city = await createCity(t.db);
    const input: AddressInput = {
      type: 'APARTMENT',
      name: 'Uy',
      streetName: 'Bunyodkor',
      houseNumber: '12',
      ...HOME,
      cityId: city.id,
      office: null,
      domophone: '45',
      entrance: '2',
      floor: '5',
      comment: 'Qo‘ng‘iroq qiling',
    };
    const created = await call('POST', `/users/v1/addresses/user/${user.id}`, {
      merchant,
      token,
      body: input,
    });
    expect(created.statusCode).toBe(201);
    const address = AddressSchema.parse(created.json());
    expect(address).toMatchObject({ ...input, details: null, description: null });

    const listed = await call('GET', listUrl(merchant, user.id), { merchant, token });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    expect(listed.json()).toEqual([address]);

    const updated = await call('PUT', `/users/v1/addresses/${address.id}`, {
      merchant,
      token,
      body: { ...HOME, name: 'Ish', floor: null },
    });
    expect(updated.statusCode).toBe(200);
    // Fields sent change; null clears; fields left out keep their value.
    expect(updated.json()).toMatchObject({ id: address.id, name: 'Ish', floor: null, domophone: '45' });

    const deleted = await call('DELETE', `/users/v1/addresses/${address.id}`, { merchant, token });
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', listUrl(merchant, user.id), { merchant, token })).json()).toEqual([]);
    const again = await call('DELETE', `/users/v1/addresses/${address.id}`, { merchant, token });
    expect(again.statusCode).toBe(404);
  });

  it('lists the most recently changed address first', async () => {
    const { merchant, user, token } = await signedIn();
    const old = await createAddress(t.db, {
      merchantId: merchant,
      userId: user.id,
      lastModifiedDate: new Date('2026-01-01T00:00:00Z'),
    });
    const recent = await createAddress(t.db, {
      merchantId: merchant,
      userId: user.id,
      latitude: 41.3,
      lastModifiedDate: new Date('2026-06-01T00:00:00Z'),
    });
    const res = await call('GET', listUrl(merchant, user.id), { merchant, token });
    expect(res.json().map((a: { id: number }) => a.id)).toEqual([recent.id, old.id]);
  });

  it('saving a point within the spec §5 tolerance of a saved address updates it instead of adding one', async () => {
    const { merchant, user, token } = await signedIn();
    const url = `/users/v1/addresses/user/${user.id}`;
    const first = await call('POST', url, { merchant, token, body: { ...HOME, name: 'Uy', entrance: '1' } });
    expect(first.statusCode).toBe(201);
    const near = { latitude: HOME.latitude + 0.00009, longitude: HOME.longitude - 0.00009 };
    const same = await call('POST', url, { merchant, token, body: { ...near, name: 'Uyim' } });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ id: first.json().id, name: 'Uyim', entrance: '1', ...near });

    // 0.0001 from the saved point (which moved to `near`) in latitude: another place.
    const apart = { latitude: near.latitude + 0.0001, longitude: near.longitude };
    const other = await call('POST', url, { merchant, token, body: { ...apart, name: 'Qo‘shni' } });
    expect(other.statusCode).toBe(201);
    expect((await call('GET', listUrl(merchant, user.id), { merchant, token })).json()).toHaveLength(2);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses, with a translated 409`, async () => {
    const { merchant, user, token } = await signedIn();
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      await createAddress(t.db, { merchantId: merchant, userId: user.id, latitude: 41 + i * 0.01 });
    }
    const url = `/users/v1/addresses/user/${user.id}`;
    const res = await call('POST', url, {
      merchant,
      token,
      body: { latitude: 40, longitude: 69 },
      lang: 'ru',
    });
    expect(res.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(res.json())).toMatchObject({
      code: 'LIMIT_REACHED',
      message: `Можно сохранить не больше ${MAX_ADDRESSES} адресов. Удалите ненужный и попробуйте снова.`,
    });
    // Saving at a place already saved still works at the limit: it changes that address.
    const same = await call('POST', url, { merchant, token, body: { latitude: 41, longitude: 69.2034 } });
    expect(same.statusCode).toBe(200);
  });

  it('refuses a new address with neither street nor name, in the caller’s language, and saves nothing', async () => {
    const { merchant, user, token } = await signedIn();
    const url = `/users/v1/addresses/user/${user.id}`;
    const blank = { ...HOME, streetName: '  ', name: null, entrance: '2' };
    const res = await call('POST', url, { merchant, token, body: blank, lang: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json())).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Укажите улицу или название адреса: по ним курьер вас найдёт.',
    });
    expect((await call('GET', listUrl(merchant, user.id), { merchant, token })).json()).toEqual([]);
    const named = await call('POST', url, { merchant, token, body: { ...HOME, streetName: 'Bunyodkor' } });
    expect(named.statusCode).toBe(201);
  });

  it('answers 404 for another user’s address id and changes nothing', async () => {
    const { merchant, token } = await signedIn();
    const neighbour = await createUser(t.db, { merchantId: merchant });
    const theirs = await createAddress(t.db, { merchantId: merchant, userId: neighbour.id, name: 'Theirs' });

    const put = await call('PUT', `/users/v1/addresses/${theirs.id}`, {
      merchant,
      token,
      body: { ...HOME, name: 'Mine now' },
      lang: 'eng',
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Address not found.' });
    expect((await call('DELETE', `/users/v1/addresses/${theirs.id}`, { merchant, token })).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, theirs.id));
    expect(row?.name).toBe('Theirs');

    // Nor can their list be read or added to through their id.
    expect((await call('GET', listUrl(merchant, neighbour.id), { merchant, token })).statusCode).toBe(404);
    const post = await call('POST', `/users/v1/addresses/user/${neighbour.id}`, {
      merchant,
      token,
      body: HOME,
    });
    expect(post.statusCode).toBe(404);
  });

  it('is scoped to the merchant: another merchant in the path, or a token of another merchant, gets nothing', async () => {
    const { merchant, user, token } = await signedIn();
    await createAddress(t.db, { merchantId: merchant, userId: user.id });
    const other = await createMerchant(t.db);

    // The path names another merchant than the header.
    expect((await call('GET', listUrl(other.id, user.id), { merchant, token })).statusCode).toBe(404);
    // The token is used with another merchant's header: no session there.
    const cross = await call('GET', listUrl(other.id, user.id), { merchant: other.id, token });
    expect(cross.statusCode).toBe(401);
    expect(cross.json().code).toBe('UNAUTHORIZED');
    const crossPost = await call('POST', `/users/v1/addresses/user/${user.id}`, {
      merchant: other.id,
      token,
      body: HOME,
    });
    expect(crossPost.statusCode).toBe(401);
  });

  it('refuses guests with a translated 401', async () => {
    const { merchant, user } = await signedIn();
    const address = await createAddress(t.db, { merchantId: merchant, userId: user.id });
    const answers = await Promise.all([
      call('GET', listUrl(merchant, user.id), { merchant, lang: 'uz' }),
      call('POST', `/users/v1/addresses/user/${user.id}`, { merchant, body: HOME }),
      call('PUT', `/users/v1/addresses/${address.id}`, { merchant, body: HOME }),
      call('DELETE', `/users/v1/addresses/${address.id}`, { merchant }),
      call('DELETE', `/users/v1/addresses/${address.id}`, { merchant, token: 'not-a-real-token' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[0]?.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Iltimos, tizimga kiring.' });
    expect(await t.db.select().from(addresses)).toHaveLength(1);
  });

  it('refuses invalid and malformed bodies with translated messages', async () => {
    const { merchant, user, token } = await signedIn();
    const url = `/users/v1/addresses/user/${user.id}`;
    const badLat = await call('POST', url, {
      merchant,
      token,
      body: { latitude: 91, longitude: 69 },
      lang: 'eng',
    });
    expect(badLat.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(badLat.json())).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(badLat.json().details.map((d: { path: string }) => d.path)).toContain('body.latitude');

    const unknownField = await call('POST', url, { merchant, token, body: { ...HOME, isAdmin: true } });
    expect(unknownField.statusCode).toBe(400);
    const tooLong = await call('POST', url, { merchant, token, body: { ...HOME, comment: 'x'.repeat(301) } });
    expect(tooLong.statusCode).toBe(400);
    const noCity = await call('POST', url, { merchant, token, body: { ...HOME, cityId: 999_999 } });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().code).toBe('VALIDATION_FAILED');

    const json = { 'content-type': 'application/json' };
    const malformed = await call('POST', url, {
      merchant,
      token,
      headers: json,
      payload: '{"latitude": 41.2,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');
    const huge = await call('POST', url, {
      merchant,
      token,
      headers: json,
      payload: JSON.stringify({ ...HOME, comment: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await t.db.select().from(addresses)).toHaveLength(0);
  });

  it('two simultaneous saves of the same place make one address', async () => {
    const { merchant, user, token } = await signedIn();
    const url = `/users/v1/addresses/user/${user.id}`;
    const answers = await Promise.all([
      call('POST', url, { merchant, token, body: { ...HOME, name: 'A' } }),
      call('POST', url, { merchant, token, body: { ...HOME, name: 'B' } }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await t.db.select().from(addresses)).toHaveLength(1);
  });
});
