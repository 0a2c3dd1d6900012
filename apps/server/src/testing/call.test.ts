import { describe, expect, it } from 'vitest';
import { apiUrl, injectOptions } from './call.ts';

describe('the shared test caller', () => {
  it('sends a path of the endpoint table under /api and any other URL as written', () => {
    expect(apiUrl('/orders/v1/orders')).toBe('/api/orders/v1/orders');
    expect(apiUrl('/payments/v2/cards?x=1')).toBe('/api/payments/v2/cards?x=1');
    expect(apiUrl('/api/orders/v1/orders')).toBe('/api/orders/v1/orders');
    expect(apiUrl('/api/ping')).toBe('/api/ping');
    expect(apiUrl('/sandbox/pay/payme')).toBe('/sandbox/pay/payme');
    expect(apiUrl('/menu')).toBe('/menu');
  });

  it('puts merchant, token, language, idempotency key and cookies in their headers, over same-named extras', () => {
    const opts = injectOptions('POST', '/orders/v1/orders', {
      merchant: 'm-1',
      token: 'tok',
      lang: 'ru',
      key: 'retry-0001',
      cookies: { token: 'tok', lang: 'uz' },
      headers: { merchant: 'other', 'x-extra': '1' },
      body: { a: 1 },
      remoteAddress: '10.1.1.1',
    });
    expect(opts).toEqual({
      method: 'POST',
      url: '/api/orders/v1/orders',
      headers: {
        merchant: 'm-1',
        authorization: 'Bearer tok',
        'accept-language': 'ru',
        'idempotency-key': 'retry-0001',
        cookie: 'token=tok; lang=uz',
        'x-extra': '1',
      },
      payload: { a: 1 },
      remoteAddress: '10.1.1.1',
    });
  });

  it('sends a raw payload as is and leaves out what was not given', () => {
    expect(
      injectOptions('POST', '/x', { payload: '{"broken', headers: { 'content-type': 'application/json' } }),
    ).toEqual({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(injectOptions('GET', '/api/ping')).toEqual({ method: 'GET', url: '/api/ping', headers: {} });
    expect(
      injectOptions('GET', '/api/ping', { merchant: 'm-1', token: '', lang: '', key: '' }).headers,
    ).toEqual({
      merchant: 'm-1',
    });
  });

  it('asks for a streamed answer and passes an abort signal only when told', () => {
    const abort = new AbortController();
    expect(
      injectOptions('GET', '/orders/v1/orders/7/events', { stream: true, signal: abort.signal }),
    ).toEqual({
      method: 'GET',
      url: '/api/orders/v1/orders/7/events',
      headers: {},
      payloadAsStream: true,
      signal: abort.signal,
    });
    expect(injectOptions('GET', '/x', { stream: false })).toEqual({ method: 'GET', url: '/x', headers: {} });
  });
});
