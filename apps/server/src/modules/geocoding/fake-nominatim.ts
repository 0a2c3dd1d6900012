/**
 * A local stand-in for a Nominatim server (integrations.md §8) for tests: answers /reverse and /search in the
 * jsonv2 shape and records when each request arrived and with which query and headers, so tests can check
 * the rate limit, the cache and the User-Agent from the upstream's side.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  /** performance.now() when the request arrived. */
  at: number;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** How the fake answers the next requests. */
export type FakeMode =
  | 'ok'
  /** {"error":"Unable to geocode"} for reverse, [] for search, as Nominatim does for "nothing here". */
  | 'unable'
  /** 503 with an HTML body, as an overloaded server does. */
  | 'fail'
  /** 200 with a body that is not JSON. */
  | 'garbage'
  /** Never answers (until the fake closes). */
  | 'hang';

export interface FakeNominatim {
  url: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeNominatim(): Promise<FakeNominatim> {
  const requests: RecordedRequest[] = [];
  const fake = { mode: 'ok' as FakeMode };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({
      at: performance.now(),
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    });
    if (fake.mode === 'hang') return;
    if (fake.mode === 'fail') {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      return;
    }
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
      return;
    }
    const lang = url.searchParams.get('accept-language') ?? '';
    if (url.pathname === '/reverse') {
      if (fake.mode === 'unable') return json({ error: 'Unable to geocode' });
      const lat = url.searchParams.get('lat') ?? '';
      const lon = url.searchParams.get('lon') ?? '';
      return json({
        place_id: 1,
        licence: 'Data © OpenStreetMap contributors, ODbL 1.0',
        lat,
        lon,
        display_name: `12, Bunyodkor, Chilonzor, Toshkent [${lang}]`,
        address: {
          house_number: '12',
          road: 'Bunyodkor',
          neighbourhood: 'Chilonzor-9',
          suburb: 'Chilonzor',
          town: 'Toshkent',
          country_code: 'uz',
        },
      });
    }
    if (url.pathname === '/search') {
      if (fake.mode === 'unable') return json([]);
      const q = url.searchParams.get('q') ?? '';
      return json([
        {
          place_id: 2,
          lat: '41.2856',
          lon: 69.2034,
          display_name: `${q}, Toshkent [${lang}]`,
          address: { road: q, city: 'Toshkent' },
        },
      ]);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get mode() {
      return fake.mode;
    },
    set mode(mode: FakeMode) {
      fake.mode = mode;
    },
    reset() {
      requests.length = 0;
      fake.mode = 'ok';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
