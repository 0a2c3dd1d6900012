import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createFakeSubscribe } from './fake-subscribe.ts';
import { CardRefusal, createPaymeSubscribe } from './payme-subscribe.ts';

const lines: unknown[] = [];
const log = {
  info: (o: unknown) => lines.push(o),
  warn: (o: unknown) => lines.push(o),
} as unknown as FastifyBaseLogger;

function adapter(fetchImpl: typeof fetch) {
  return createPaymeSubscribe({
    baseUrl: 'http://payme.test/api',
    merchantId: 'cashbox',
    fetch: fetchImpl,
    log,
  });
}

async function refusalOf(promise: Promise<unknown>): Promise<CardRefusal> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof CardRefusal)) throw new Error(`expected a CardRefusal, got ${String(err)}`);
  return err;
}

describe('Payme Subscribe adapter', () => {
  it('reads a card and a sent code in our shapes', async () => {
    const fake = createFakeSubscribe({ waitMs: 59_500 });
    const payme = adapter(fake.fetch);
    const card = await payme.create({ number: '8600069195406311', expire: '03/99' });
    expect(card).toEqual({
      token: expect.any(String),
      maskedNumber: '860006******6311',
      expire: '03/99',
      verified: false,
    });
    expect(await payme.sendCode(card.token)).toEqual({ phoneMask: '99890*****31', waitSeconds: 60 });
    const verified = await payme.verify(card.token, fake.lastCode(card.token) ?? '');
    expect(verified.verified).toBe(true);
  });

  it('maps the provider refusals to our reasons', async () => {
    const later = createFakeSubscribe({ clock: () => new Date('2100-05-01T00:00:00Z') });
    const expired = await refusalOf(
      adapter(later.fetch).create({ number: '8600069195406311', expire: '03/99' }),
    );
    expect([expired.reason, expired.providerCode]).toEqual(['expired', -31300]);

    const fake = createFakeSubscribe({ codeTtlMs: 0 });
    const payme = adapter(fake.fetch);
    expect((await refusalOf(payme.create({ number: '8600123456780000', expire: '03/99' }))).reason).toBe(
      'cardNotFound',
    );
    const card = await payme.create({ number: '8600069195406311', expire: '03/99' });
    expect((await refusalOf(payme.verify(card.token, '1'))).reason).toBe('codeExpired');
    expect((await refusalOf(payme.remove('no-such-token'))).reason).toBe('cardNotFound');
  });

  it('treats a provider that does not answer (or answers garbage) as unavailable, without the number', async () => {
    lines.length = 0;
    const down = adapter(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await refusalOf(down.create({ number: '8600069195406311', expire: '03/99' }))).reason).toBe(
      'unavailable',
    );
    const garbage = adapter(async () => new Response('<html>502</html>', { status: 502 }));
    expect((await refusalOf(garbage.sendCode('t'))).reason).toBe('unavailable');
    expect(JSON.stringify(lines)).not.toContain('069195');
  });
});
