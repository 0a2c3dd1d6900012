import { ApiErrorSchema, NominatimPlaceSchema } from '@dasturxon/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createMerchant } from '../../db/factories.ts';
import { createCaller } from '../../testing/call.ts';
import { testEnv, useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { type FakeNominatim, startFakeNominatim } from './fake-nominatim.ts';

const REVERSE = '/api/notifications/v1/nominatim/reverse';
const SEARCH = '/api/notifications/v1/nominatim/search';

describe.each(databases())('geocoding proxy on %s', (kind) => {
  let fake: FakeNominatim;
  beforeAll(async () => {
    fake = await startFakeNominatim();
  });
  afterAll(async () => {
    await fake.close();
  });
  // Read after the beforeAll above has started the fake.
  const logLines: string[] = [];
  const t = useTestApp(kind, () => ({
    nominatim: { baseUrl: fake.url, timeoutMs: 1500 },
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  }));
  beforeEach(() => fake.reset());

  async function merchantId() {
    return (await createMerchant(t.db)).id;
  }

  it('reverse forwards jsonv2, the point, the caller’s language and our User-Agent; answers the contract fields', async () => {
    const merchant = await merchantId();
    const res = await t.get(`${REVERSE}?format=jsonv2&lat=41.2856&lon=69.2034`, { merchant, lang: 'ru' });
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/reverse');
    expect(sent?.query.get('format')).toBe('jsonv2');
    expect(Number(sent?.query.get('lat'))).toBeCloseTo(41.2856, 6);
    expect(Number(sent?.query.get('lon'))).toBeCloseTo(69.2034, 6);
    expect(sent?.query.get('accept-language')).toBe('ru');
    expect(sent?.headers['user-agent']).toBe('Dasturxon/0.1 (+contact)');

    const place = res.json();
    expect(NominatimPlaceSchema.parse(place)).toEqual(place);
    expect(place).toEqual({
      display_name: '12, Bunyodkor, Chilonzor, Toshkent [ru]',
      lat: sent?.query.get('lat'),
      lon: sent?.query.get('lon'),
      // Nominatim's `town` is read as the city; fields the storefront does not read are not passed on.
      address: {
        road: 'Bunyodkor',
        house_number: '12',
        neighbourhood: 'Chilonzor-9',
        suburb: 'Chilonzor',
        city: 'Toshkent',
      },
    });
  });

  it('asks Nominatim in English for eng and in Uzbek by default', async () => {
    const merchant = await merchantId();
    await t.get(`${REVERSE}?format=jsonv2&lat=41.30&lon=69.24`, { merchant, lang: 'en-GB' });
    await t.get(`${REVERSE}?format=jsonv2&lat=41.31&lon=69.25`, { merchant });
    expect(fake.requests.map((r) => r.query.get('accept-language'))).toEqual(['en', 'uz']);
  });

  it('search limits to Uzbekistan and answers a list', async () => {
    const merchant = await merchantId();
    const res = await t.get(`${SEARCH}?format=jsonv2&q=${encodeURIComponent('  Amir   Temur ')}`, {
      merchant,
    });
    expect(res.statusCode).toBe(200);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/search');
    expect(sent?.query.get('countrycodes')).toBe('uz');
    expect(sent?.query.get('format')).toBe('jsonv2');
    expect(sent?.query.get('q')).toBe('amir temur');
    expect(sent?.headers['user-agent']).toBe('Dasturxon/0.1 (+contact)');
    expect(NominatimPlaceSchema.array().parse(res.json())).toEqual([
      {
        display_name: 'amir temur, Toshkent [uz]',
        lat: '41.2856',
        lon: '69.2034',
        address: { road: 'amir temur', city: 'Toshkent' },
      },
    ]);
  });

  it('answers repeated lookups from its cache: the same point to ~1 m, the same words in any case', async () => {
    const merchant = await merchantId();
    const first = await t.get(`${REVERSE}?format=jsonv2&lat=41.2856&lon=69.2034`, { merchant });
    const again = await t.get(`${REVERSE}?format=jsonv2&lat=41.285600004&lon=69.203399998`, { merchant });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await t.get(`${SEARCH}?format=jsonv2&q=Chilonzor`, { merchant });
    await t.get(`${SEARCH}?format=jsonv2&q=${encodeURIComponent(' chilonzor ')}`, { merchant });
    expect(fake.requests.map((r) => r.path)).toEqual(['/reverse', '/search']);

    // Another language is another answer from Nominatim.
    const ru = await t.get(`${REVERSE}?format=jsonv2&lat=41.2856&lon=69.2034`, { merchant, lang: 'ru' });
    expect(ru.json().display_name).toContain('[ru]');
    expect(fake.requests).toHaveLength(3);
  });

  it('sends at most one request per second upstream, however many callers ask at once', async () => {
    const merchant = await merchantId();
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => t.get(`${REVERSE}?format=jsonv2&lat=41.2${i}&lon=69.2${i}`, { merchant })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(fake.requests).toHaveLength(5);
    const times = fake.requests.map((r) => r.at).sort((a, b) => a - b);
    // Unlimited, the five would arrive within a few milliseconds. The slack allows for one request spending
    // longer in transit than the next on a loaded machine; the gate spaces departures by a full second.
    for (let i = 1; i < times.length; i++) {
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThan(750);
    }
  }, 20_000);

  it("maps an upstream failure to 502 with a customer's message (spec §8's text goes to the log), not cached", async () => {
    const merchant = await merchantId();
    fake.mode = 'fail';
    logLines.length = 0;
    const res = await t.get(`${REVERSE}?format=jsonv2&lat=41.2856&lon=69.2034`, { merchant });
    expect(res.statusCode).toBe(502);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.code).toBe('NOMINATIM_ERROR');
    expect(body.message).toContain("Ko'chani o'zingiz yozing");
    expect(body.message).not.toMatch(/nominatim|dasturchi/i);
    expect(logLines.join('\n')).toContain('Error in nominatim: Nominatim xizmatida xatolik yuz berdi');

    const ru = await t.get(`${SEARCH}?format=jsonv2&q=Chilonzor`, { merchant, lang: 'ru' });
    expect(ru.statusCode).toBe(502);
    expect(ru.json().message).toContain('Впишите улицу сами');
    expect(ru.json().message).not.toMatch(/nominatim|разработчик/i);

    fake.mode = 'ok';
    const retried = await t.get(`${REVERSE}?format=jsonv2&lat=41.2856&lon=69.2034`, { merchant });
    expect(retried.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(3);
  });

  it('maps a non-JSON answer and a time-out to 502 too', async () => {
    const merchant = await merchantId();
    fake.mode = 'garbage';
    const garbage = await t.get(`${REVERSE}?format=jsonv2&lat=41.1&lon=69.1`, { merchant });
    expect(garbage.statusCode).toBe(502);
    expect(garbage.json().code).toBe('NOMINATIM_ERROR');
    fake.mode = 'hang';
    const hung = await t.get(`${REVERSE}?format=jsonv2&lat=41.2&lon=69.2`, { merchant });
    expect(hung.statusCode).toBe(502);
    expect(hung.json().code).toBe('NOMINATIM_ERROR');
  }, 20_000);

  it('passes "Unable to geocode" through as an empty result', async () => {
    const merchant = await merchantId();
    fake.mode = 'unable';
    const reverse = await t.get(`${REVERSE}?format=jsonv2&lat=40.0&lon=60.0`, { merchant });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toEqual({ error: 'Unable to geocode' });
    const search = await t.get(`${SEARCH}?format=jsonv2&q=nowhere`, { merchant });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual([]);
  });

  it('requires the merchant header and refuses bad parameters with a translated message, without asking upstream', async () => {
    const merchant = await merchantId();
    const noHeader = await t.get(`${REVERSE}?format=jsonv2&lat=41.2856&lon=69.2034`);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().code).toBe('MERCHANT_HEADER_MISSING');

    const badLat = await t.get(`${REVERSE}?format=jsonv2&lat=95&lon=69.2`, { merchant, lang: 'eng' });
    expect(badLat.statusCode).toBe(400);
    expect(badLat.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/invalid/),
    });
    const xml = await t.get(`${REVERSE}?format=xml&lat=41.2&lon=69.2`, { merchant });
    expect(xml.statusCode).toBe(400);
    const shortQuery = await t.get(`${SEARCH}?format=jsonv2&q=a`, { merchant, lang: 'ru' });
    expect(shortQuery.statusCode).toBe(400);
    expect(shortQuery.json().message).toBe('В запросе неверные данные. Проверьте их и попробуйте снова.');
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses with 429 and Retry-After when a caller would wait too long for its turn', async () => {
    // Its own app: a short queue (1.5 s) makes the third of three simultaneous callers too late.
    const app = await buildApp({
      db: t.db,
      env: testEnv,
      storefront: false,
      nominatim: { baseUrl: fake.url, maxWaitMs: 1500 },
    });
    try {
      const merchant = await merchantId();
      const answers = await Promise.all(
        [0, 1, 2].map((i) =>
          createCaller(() => app)('GET', `${REVERSE}?format=jsonv2&lat=41.3${i}&lon=69.3${i}`, {
            merchant,
            lang: 'eng',
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
      const refused = answers.find((r) => r.statusCode === 429);
      expect(refused?.headers['retry-after']).toBe('1');
      expect(refused?.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Address search is busy right now. Please try again in 1 s.',
      });
      expect(fake.requests).toHaveLength(2);
    } finally {
      await app.close();
    }
  }, 20_000);
});
