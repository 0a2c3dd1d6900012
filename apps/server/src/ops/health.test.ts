/**
 * The readiness gate's 503s (while the start-up migrations run) are expected, not failures: one warn line without
 * a stack, the rest at debug; a real 5xx after start-up is still an error with its stack.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors/error-handler.ts';
import { QuietRequestLogs } from '../http/request-logs.ts';
import { createCaller } from '../testing/call.ts';
import { type Readiness, registerHealth } from './health.ts';

interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
}

async function serve() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream }, logController: new QuietRequestLogs() });
  registerErrorHandler(app);
  const readiness: Readiness = { migrated: false, stopping: false };
  registerHealth(app, { readiness, pingDatabase: async () => {} });
  app.get('/menu', async () => 'menu');
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, readiness, lines, call: createCaller(() => app) };
}

const WARN = 40;
const ERROR = 50;

describe('the readiness gate in the log', () => {
  it('answers 503 while not ready, logging the first once at warn without a stack and the rest at debug', async () => {
    const { app, lines, call } = await serve();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call('GET', '/menu', { lang: 'ru' })).statusCode);
    await app.close();
    expect(statuses).toEqual([503, 503, 503, 503, 503]);
    expect(lines.filter((l) => l.level >= ERROR)).toEqual([]);
    const warnings = lines.filter((l) => l.level === WARN);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toContain('503');
    expect(JSON.stringify(lines)).not.toContain('"stack"');
  });

  it('still logs a real 5xx at error level with its stack once ready', async () => {
    const { app, readiness, lines, call } = await serve();
    readiness.migrated = true;
    expect((await call('GET', '/menu')).statusCode).toBe(200);
    expect((await call('GET', '/broken')).statusCode).toBe(500);
    await app.close();
    const errors = lines.filter((l) => l.level >= ERROR);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.err?.stack).toContain('boom');
  });
});
