/**
 * Request log lines name the method, the path and the client, never the query string: a phone number or a typed
 * address in a query must not reach the logs (issue 9).
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCaller } from '../testing/call.ts';
import { QuietRequestLogs } from './request-logs.ts';

const PHONE = '998901234567';

async function logsOf(urls: string[]): Promise<string> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream }, logController: new QuietRequestLogs() });
  app.get('/login/confirm', async () => 'ok');
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  const call = createCaller(() => app, { remoteAddress: '203.0.113.7' });
  for (const url of urls) await call('GET', url);
  await app.close();
  return lines.join('');
}

describe('request logs', () => {
  it('write the path and the client address but no query string, for found, failed and unknown routes', async () => {
    const logs = await logsOf([
      `/login/confirm?phone=${PHONE}&redirectTo=%2F`,
      `/broken?phone=${PHONE}`,
      `/nowhere?phone=${PHONE}&q=Amir+Temur+12`,
    ]);
    expect(logs).toContain('"path":"/login/confirm?…"');
    expect(logs).toContain('"remoteAddress":"203.0.113.7"');
    expect(logs).toContain('/nowhere?…');
    expect(logs).toContain('boom');
    expect(logs).not.toContain(PHONE);
    expect(logs).not.toContain('Amir');
  });
});
