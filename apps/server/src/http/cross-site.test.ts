/**
 * Every storefront route that changes state refuses a post from another site (decision 177), route by route.
 * The routes are read from the route config (apps/web/app/routes.ts) and their modules: a route added with an
 * action tomorrow is in this list without anyone editing it. Each stands behind the real adapter (ssr.ts) with
 * its action replaced by a recorder, so the test sees whether a request reached the action at all.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import registerStorefront from '../ssr.ts';
import { createCaller } from '../testing/call.ts';
import { composeBuild, loadStorefrontRoutes, type StorefrontRoute } from '../testing/storefront-build.ts';

const EVIL = 'https://evil.example';
const REFUSED_UZ = "So'rov boshqa saytdan yuborilgani uchun rad etildi.";

let app: FastifyInstance;
let withAction: StorefrontRoute[] = [];
const reached: string[] = [];

beforeAll(async () => {
  const routes = await loadStorefrontRoutes();
  withAction = routes.filter((r) => typeof r.module.action === 'function');
  const build = composeBuild(
    withAction.map((r) => ({
      id: r.id,
      path: r.url.slice(1),
      module: {
        action: () => {
          reached.push(r.id);
          return new Response(`action ${r.id}`);
        },
        loader: () => new Response(`loader ${r.id}`),
      },
    })),
  );
  app = Fastify();
  await registerStorefront(app, { env: parseEnv({ NODE_ENV: 'test' }), build, buildDir: '/nonexistent' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

beforeEach(() => {
  reached.length = 0;
});

const call = createCaller(() => app);

/** A form posted to the storefront page `url`. */
function post(url: string, headers: Record<string, string>) {
  return call('POST', url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'x=1',
  });
}

describe('cross-site posts to the storefront', () => {
  it('finds every route with an action in the route config, the resource routes included', () => {
    const urls = withAction.map((r) => r.url);
    for (const known of [
      '/telegram-login',
      '/favourite',
      '/preferences',
      '/login',
      '/login/confirm',
      '/checkout',
    ]) {
      expect(urls).toContain(known);
    }
    expect(urls.length).toBeGreaterThanOrEqual(15);
  });

  it('refuses a foreign Origin, a cross-site or same-site fetch and an opaque origin on every such route, before its action', async () => {
    for (const route of withAction) {
      for (const headers of <Record<string, string>[]>[
        { origin: EVIL },
        { origin: EVIL, 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'cross-site' },
        // A sibling merchant's sub-domain is the same site, but not us.
        { 'sec-fetch-site': 'same-site' },
        { origin: 'http://other.dasturxon.uz' },
        { origin: 'null' },
        // Our host name on another scheme or port is another origin.
        { origin: 'https://localhost' },
        { origin: 'http://localhost:8080' },
      ]) {
        for (const url of [route.url, `${route.url}.data`]) {
          const res = await post(url, headers);
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
          expect(res.body).toContain(REFUSED_UZ);
          expect(res.headers['cache-control']).toBe('no-store');
        }
      }
    }
    expect(reached).toEqual([]);
  });

  it('lets our own pages post, the Telegram mini-app included, and so does a client that sends neither header', async () => {
    for (const route of withAction) {
      for (const headers of <Record<string, string>[]>[
        { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'same-origin' },
        // Telegram's webview posts from the page it opened: same origin.
        {
          origin: 'http://localhost',
          'sec-fetch-site': 'same-origin',
          'user-agent': 'Telegram-Android/11.4',
        },
        // curl, a server, a very old browser: no browser state to abuse (decision 177).
        {},
      ]) {
        const res = await post(route.url, headers);
        expect(res.statusCode, `${route.url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.body).toBe(`action ${route.id}`);
      }
    }
    expect(new Set(reached)).toEqual(new Set(withAction.map((r) => r.id)));
  });

  it('checks the origin against the host the request reached', async () => {
    const [route] = withAction;
    if (!route) throw new Error('no route with an action');
    const own = await post(route.url, { host: 'navruz.dasturxon.uz', origin: 'http://navruz.dasturxon.uz' });
    expect(own.statusCode).toBe(200);
    const sibling = await post(route.url, {
      host: 'navruz.dasturxon.uz',
      origin: 'http://evil.dasturxon.uz',
    });
    expect(sibling.statusCode).toBe(403);
  });

  it('answers in the visitor’s language', async () => {
    const [route] = withAction;
    if (!route) throw new Error('no route with an action');
    const ru = await post(route.url, { origin: EVIL, 'accept-language': 'ru' });
    expect(ru.body).toBe(
      'Запрос пришёл с другого сайта и отклонён. Откройте страницу магазина и попробуйте снова.',
    );
  });

  it('still opens pages linked from other sites (GET is never refused)', async () => {
    for (const route of withAction) {
      const res = await call('GET', route.url, { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } });
      expect(res.statusCode, route.url).toBe(200);
      expect(res.body).toBe(`loader ${route.id}`);
    }
  });
});
