/**
 * /metrics (issue 15 §4): refused without its token (404 when no token is configured, 401 with a wrong one);
 * with it, request counts and latency by route pattern and status, never the raw URL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testEnv } from '../testing/test-app.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { registerMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-0123456789';
let db: TestDb;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await createTestDb('pglite');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
});

async function appWith(token: string | undefined): Promise<FastifyInstance> {
  const app = await buildApp({
    db: db.db,
    env: testEnv,
    storefront: false,
    beforeRoutes: (instance) => registerMetrics(instance, { token, processMetrics: false }),
  });
  apps.push(app);
  return app;
}

describe('/metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const app = await appWith(undefined);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } })).statusCode).toBe(
      404,
    );
  });

  it('refuses a missing or wrong token', async () => {
    const app = await appWith(TOKEN);
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('counts requests by route pattern and status, without the URL they were made to', async () => {
    const app = await appWith(TOKEN);
    for (const sub of ['secret-sub-one', 'secret-sub-two']) {
      expect((await app.inject({ url: `/api/users/v1/merchants/sub/${sub}` })).statusCode).toBe(404);
    }
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(
      'http_requests_total{method="GET",route="/api/users/v1/merchants/sub/:sub",status="404"} 2',
    );
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/users\/v1\/merchants\/sub\/:sub",status="404"\} 2/,
    );
    expect(response.body).not.toContain('secret-sub');
  });

  it('counts order submissions by merchant and result, and provider callbacks by provider', async () => {
    const app = await appWith(TOKEN);
    // No merchant header: refused before the merchant is known, a failed submission all the same.
    expect((await app.inject({ method: 'POST', url: '/api/orders/v1/orders', payload: {} })).statusCode).toBe(
      400,
    );
    await app.inject({ method: 'POST', url: '/api/payments/v2/payme', payload: {} });
    const body = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(body).toContain('orders_total{merchant="unknown",result="failed"} 1');
    expect(body).toMatch(/payment_callbacks_total\{provider="payme",result="(ok|error)"\} 1/);
  });
});
