/** SMS adapters against local fakes that speak each provider's protocol (integrations.md §5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEskizGateway } from './eskiz.ts';
import {
  type FakeEskiz,
  type FakePlayMobile,
  startFakeEskiz,
  startFakePlayMobile,
} from './fake-providers.ts';
import { createLogGateway, SmsError } from './gateway.ts';
import { createPlayMobileGateway } from './playmobile.ts';
import { codeSmsText } from './sms-texts.ts';

const account = { email: 'shop@example.uz', password: 's3cret' };

describe('Eskiz gateway', () => {
  let eskiz: FakeEskiz;
  beforeAll(async () => {
    eskiz = await startFakeEskiz(account);
  });
  afterAll(() => eskiz.close());

  it('logs in once, then sends with the cached token as form fields', async () => {
    const gateway = createEskizGateway({ baseUrl: eskiz.baseUrl, ...account, from: 'Navruz' });
    const before = eskiz.logins;
    await gateway.send('998901234567', 'Navruz: kod 123456');
    await gateway.send('998901234568', 'Navruz: kod 654321');
    expect(eskiz.logins - before).toBe(1);
    expect(eskiz.sent.slice(-2)).toEqual([
      { mobilePhone: '998901234567', message: 'Navruz: kod 123456', from: 'Navruz' },
      { mobilePhone: '998901234568', message: 'Navruz: kod 654321', from: 'Navruz' },
    ]);
  });

  it('logs in again once when the token has expired and the message still goes out', async () => {
    const gateway = createEskizGateway({ baseUrl: eskiz.baseUrl, ...account });
    await gateway.send('998901111111', 'first');
    eskiz.expireTokens();
    const before = eskiz.logins;
    await gateway.send('998902222222', 'after expiry');
    expect(eskiz.logins - before).toBe(1);
    expect(eskiz.sent.at(-1)).toMatchObject({ mobilePhone: '998902222222', message: 'after expiry' });
  });

  it('gives up with an auth error when even a fresh token is refused (no login loop)', async () => {
    const gateway = createEskizGateway({ baseUrl: eskiz.baseUrl, ...account });
    await gateway.send('998903333333', 'warm-up: holds a token now');
    eskiz.rejectAllTokens = true;
    const before = eskiz.logins;
    try {
      await expect(gateway.send('998903333333', 'x')).rejects.toMatchObject({
        name: 'SmsError',
        reason: 'auth',
      });
      expect(eskiz.logins - before).toBe(1);
    } finally {
      eskiz.rejectAllTokens = false;
    }
  });

  it('reports wrong credentials as an auth error', async () => {
    const gateway = createEskizGateway({ baseUrl: eskiz.baseUrl, email: account.email, password: 'wrong' });
    const err = await gateway.send('998901234567', 'x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsError);
    expect(err).toMatchObject({ reason: 'auth', provider: 'eskiz' });
    expect(String((err as Error).message)).toContain('Invalid credentials');
  });

  it('maps a refused message to "rejected" and a provider failure to "unavailable"', async () => {
    const gateway = createEskizGateway({ baseUrl: eskiz.baseUrl, ...account });
    eskiz.failNextSend(400, 'Invalid phone number');
    await expect(gateway.send('998901234567', 'x')).rejects.toMatchObject({ reason: 'rejected' });
    eskiz.failNextSend(503, 'Maintenance');
    await expect(gateway.send('998901234567', 'x')).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('reports an unreachable provider as "unavailable"', async () => {
    const gateway = createEskizGateway({ baseUrl: 'http://127.0.0.1:9', ...account, timeoutMs: 2000 });
    await expect(gateway.send('998901234567', 'x')).rejects.toMatchObject({ reason: 'unavailable' });
  });
});

describe('Play Mobile gateway', () => {
  const creds = { username: 'navruz', password: 'pm-pass' };
  let pm: FakePlayMobile;
  beforeAll(async () => {
    pm = await startFakePlayMobile(creds);
  });
  afterAll(() => pm.close());

  it('sends the JSON message with Basic auth and a fresh message id each time', async () => {
    const gateway = createPlayMobileGateway({ baseUrl: pm.baseUrl, ...creds, originator: 'Navruz' });
    await gateway.send('998901234567', 'Navruz: kod 123456');
    await gateway.send('998901234567', 'Navruz: kod 123457');
    const [a, b] = pm.sent.slice(-2);
    expect(a).toMatchObject({ recipient: '998901234567', originator: 'Navruz', text: 'Navruz: kod 123456' });
    expect(b?.text).toBe('Navruz: kod 123457');
    expect(a?.messageId).not.toBe(b?.messageId);
  });

  it('maps its error code and description', async () => {
    const gateway = createPlayMobileGateway({ baseUrl: pm.baseUrl, ...creds });
    pm.failNextSend('104', 'Invalid recipient');
    const err = await gateway.send('998901234567', 'x').catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'SmsError', provider: 'playmobile', reason: 'rejected' });
    expect((err as Error).message).toContain('error 104: Invalid recipient');
  });

  it('reports wrong credentials as an auth error', async () => {
    const gateway = createPlayMobileGateway({ baseUrl: pm.baseUrl, username: 'navruz', password: 'nope' });
    await expect(gateway.send('998901234567', 'x')).rejects.toMatchObject({ reason: 'auth' });
  });
});

describe('log gateway and texts', () => {
  it('writes the text to the log, not anywhere else', async () => {
    const lines: string[] = [];
    const gateway = createLogGateway({ info: (_obj, msg) => lines.push(msg) });
    await gateway.send('998901234567', 'Navruz: kod 123456');
    // The phone masked (issue 15 §4): the code is what a developer reads, the last digits say whose it was.
    expect(lines).toEqual(['SMS to 998*****4567: Navruz: kod 123456']);
  });

  it('signs the code with the merchant name in the customer language', () => {
    expect(codeSmsText('uz', 'Navruz', '012345')).toMatch(/^Navruz: tasdiqlash kodi 012345\./);
    expect(codeSmsText('ru', 'Навруз', '012345')).toMatch(/^Навруз: код подтверждения 012345\./);
    expect(codeSmsText('eng', 'Navruz', '012345')).toMatch(/^Navruz: your code is 012345\./);
  });
});
