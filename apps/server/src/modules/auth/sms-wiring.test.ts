/**
 * Which gateway sends a merchant's codes, in which mode, and that the code-revealing testing route exists only
 * in test and explicit log mode.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createMerchant } from '../../db/factories.ts';
import { parseEnv } from '../../env.ts';
import {
  type FakeEskiz,
  type FakePlayMobile,
  startFakeEskiz,
  startFakePlayMobile,
} from '../../sms/fake-providers.ts';
import { createCaller } from '../../testing/call.ts';
import { createTestDb, type TestDb } from '../../testing/test-db.ts';
import { CLIENT_ADDRESS } from './auth-test-helpers.ts';
import { OTP_PER_CLIENT_PER_WINDOW } from './otp.ts';

const eskizAccount = { email: 'navruz@example.uz', password: 'eskiz-pass' };
const pmAccount = { username: 'bodomzor', password: 'pm-pass' };

describe('SMS gateways through the API', () => {
  let testDb: TestDb;
  let eskiz: FakeEskiz;
  let pm: FakePlayMobile;
  const apps: FastifyInstance[] = [];
  const logLines: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    eskiz = await startFakeEskiz(eskizAccount);
    pm = await startFakePlayMobile(pmAccount);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await eskiz.close();
    await pm.close();
    await testDb.close();
  });

  async function appWith(vars: Record<string, string>) {
    const env = parseEnv({
      SEED_DEMO: 'false',
      ESKIZ_BASE_URL: eskiz.baseUrl,
      PLAYMOBILE_BASE_URL: pm.baseUrl,
      ...vars,
    });
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line).msg);
        done();
      },
    });
    const app = await buildApp({ db: testDb.db, env, storefront: false, logger: { level: 'info', stream } });
    apps.push(app);
    return { app, call: createCaller(() => app, { remoteAddress: CLIENT_ADDRESS }) };
  }

  it('production: the merchant’s Eskiz account gets the code, and no route reveals codes', async () => {
    const { call } = await appWith({ NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(40) });
    const m = await createMerchant(testDb.db, {
      smsGateway: 'ESKIZ',
      smsUsername: eskizAccount.email,
      smsPassword: eskizAccount.password,
    });
    const phone = '998935550001';
    const sent = await call('POST', '/users/v1/auth/code', { merchant: m.id, body: { phone } });
    expect(sent.statusCode, sent.body).toBe(200);
    const sms = eskiz.sent.at(-1);
    expect(sms?.mobilePhone).toBe(phone);
    expect(sms?.message).toMatch(new RegExp(`^${m.name.uz}: tasdiqlash kodi \\d{6}\\.`));
    const code = /(\d{6})/.exec(sms?.message ?? '')?.[1] ?? '';

    const testing = await call('GET', `/testing/v1/last-code?phone=${phone}`, {
      merchant: m.id,
      lang: 'eng',
    });
    expect(testing.statusCode).toBe(404);
    // The route itself is absent (not merely empty).
    expect(testing.json().message).toBe('There is no such API path: GET /api/testing/v1/last-code');

    const login = await call('POST', '/users/v1/auth/login', { merchant: m.id, body: { phone, code } });
    expect(login.statusCode).toBe(200);
  });

  it('production: a Play Mobile merchant sends through Play Mobile, in the caller’s language', async () => {
    const { call } = await appWith({ NODE_ENV: 'production' });
    const m = await createMerchant(testDb.db, {
      smsGateway: 'PLAY_MOBILE',
      smsUsername: pmAccount.username,
      smsPassword: pmAccount.password,
    });
    const res = await call('POST', '/users/v1/auth/code', {
      merchant: m.id,
      lang: 'ru',
      body: { phone: '998935550002' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(pm.sent.at(-1)).toMatchObject({ recipient: '998935550002' });
    expect(pm.sent.at(-1)?.text).toMatch(new RegExp(`^${m.name.ru}: код подтверждения \\d{6}\\.`));
  });

  it('a provider refusal answers a translated 502 and does not hold the phone in its cooldown', async () => {
    const { call } = await appWith({ NODE_ENV: 'production' });
    const m = await createMerchant(testDb.db, {
      smsGateway: 'ESKIZ',
      smsUsername: eskizAccount.email,
      smsPassword: eskizAccount.password,
    });
    eskiz.failNextSend(400, 'Invalid phone');
    const failed = await call('POST', '/users/v1/auth/code', {
      merchant: m.id,
      lang: 'eng',
      body: { phone: '998935550003' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('The SMS could not be sent. Please try again a little later.');
    const retry = await call('POST', '/users/v1/auth/code', {
      merchant: m.id,
      body: { phone: '998935550003' },
    });
    expect(retry.statusCode).toBe(200);
  });

  it('development: SMS go to the log even for a merchant with a real gateway; still no testing route', async () => {
    const { call } = await appWith({ NODE_ENV: 'development' });
    const m = await createMerchant(testDb.db, {
      smsGateway: 'ESKIZ',
      smsUsername: eskizAccount.email,
      smsPassword: eskizAccount.password,
    });
    const before = eskiz.sent.length;
    const res = await call('POST', '/users/v1/auth/code', {
      merchant: m.id,
      body: { phone: '998935550004' },
    });
    expect(res.statusCode).toBe(200);
    expect(eskiz.sent.length).toBe(before);
    expect(logLines.some((l) => /^SMS to 998\*{5}0004: .+ \d{6}\./.test(l))).toBe(true);
    const testing = await call('GET', '/testing/v1/last-code?phone=998935550004', {
      merchant: m.id,
      lang: 'eng',
    });
    expect(testing.json().message).toBe('There is no such API path: GET /api/testing/v1/last-code');
  });

  it('SMS_MODE=log (the e2e server): the log gateway, and the testing route returns the code', async () => {
    const { call } = await appWith({ NODE_ENV: 'production', SMS_MODE: 'log' });
    const m = await createMerchant(testDb.db);
    await call('POST', '/users/v1/auth/code', { merchant: m.id, body: { phone: '998935550005' } });
    const line = logLines.findLast((l) => l.startsWith('SMS to 998*****0005: '));
    const logged = /(\d{6})\./.exec(line ?? '')?.[1];
    const testing = await call('GET', '/testing/v1/last-code?phone=998935550005', { merchant: m.id });
    expect(testing.statusCode).toBe(200);
    expect(testing.json()).toEqual({ code: logged });
    // Another merchant's header does not see it.
    const other = await createMerchant(testDb.db);
    const hidden = await call('GET', '/testing/v1/last-code?phone=998935550005', {
      merchant: other.id,
      lang: 'eng',
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Not found.');
  });

  it('TRUST_PROXY=true: the per-address limit counts the forwarded client address', async () => {
    const { call } = await appWith({ NODE_ENV: 'test', TRUST_PROXY: 'true' });
    const m = await createMerchant(testDb.db);
    const from = (client: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < OTP_PER_CLIENT_PER_WINDOW; i++) {
      const phone = `9989200000${String(i).padStart(2, '0')}`;
      const res = await call('POST', '/users/v1/auth/code', {
        merchant: m.id,
        body: { phone },
        ...from('203.0.113.5'),
      });
      expect(res.statusCode).toBe(200);
    }
    const body = { phone: '998920000099' };
    const same = await call('POST', '/users/v1/auth/code', { merchant: m.id, body, ...from('203.0.113.5') });
    expect(same.statusCode).toBe(429);
    const other = await call('POST', '/users/v1/auth/code', { merchant: m.id, body, ...from('203.0.113.6') });
    expect(other.statusCode).toBe(200);
  });
});
