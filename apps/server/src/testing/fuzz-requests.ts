/**
 * Malformed requests for every operation of an OpenAPI document (the fuzz test, apps/server/src/fuzz.test.ts;
 * decision 181). For each operation a plausible request is built from its schemas (ids of the test's world,
 * strings matching their patterns), then broken one place at a time: every string gets a NUL, every value a
 * wrong type, a huge or negative number, a long or odd unicode string, or goes missing; the body is sent as bad
 * JSON, another content type, broken multipart; path parameters become `%00`, `../`, huge or negative numbers.
 *
 * Deterministic: the plausible values and the random extras come from fast-check with a fixed seed.
 */
import fc from 'fast-check';

import {
  type FuzzRequest,
  type FuzzWorld,
  hash,
  type Operation,
  plausible,
  sampleOf,
} from './fuzz-plausible.ts';

export {
  type FuzzRequest,
  type FuzzWorld,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  plausible,
} from './fuzz-plausible.ts';

/** Strings that must never get past validation into SQL, or must be stored as they are. */
export const ODD_STRINGS: readonly string[] = [
  '\u0000',
  `Aziza\u0000'); DROP TABLE users; --`,
  'x'.repeat(70_000),
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  'Ж🍕👩‍👩‍👧'.repeat(40),
  '',
  '   ',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '1e309',
  '-1',
];

/** Values of the wrong kind or at the edges of number ranges. */
export const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  { '\u0000': '\u0000' },
  -1,
  0,
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  [1, '\u0000'],
];

/** Raw bodies that are not what the route reads. */
const BROKEN_BODIES: ReadonlyArray<[string, string | Buffer]> = [
  ['application/json', '{"a":'],
  ['application/json', 'not json'],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"\\u0000"'],
  ['application/json', '1e999'],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['application/json', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'],
  ['application/json', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&b=%00&c=%ZZ'],
  ['multipart/form-data', '--x\r\nbroken'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x'],
  ['application/xml', '<a>1</a>'],
];

/** Path segments that are not the id or name the route expects (already URL-encoded where needed). */
const ODD_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '-1',
  '0',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999999',
  'NaN',
  'x'.repeat(3000),
  '%F0%9F%8D%95',
  '%E2%80%AE',
  '%ZZ',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  "'%20OR%201=1",
];

type Leaf = { path: Array<string | number>; value: unknown };

function leavesOf(value: unknown, path: Array<string | number> = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(v, [...path, i]));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return [{ path, value }];
    return entries.flatMap(([k, v]) => leavesOf(v, [...path, k]));
  }
  return [{ path, value }];
}

const MISSING = Symbol('missing');

function withLeaf(root: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value === MISSING ? undefined : value;
  const copy: unknown = structuredClone(root);
  let at = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === MISSING) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else at[last] = value;
  return copy;
}

/** Replacements for one leaf: a NUL in every string always, and a seeded handful of the other odd values. */
function replacementsFor(leaf: Leaf, salt: number, perLeaf: number): unknown[] {
  const out: unknown[] = [MISSING];
  // Always: what the database cannot take (a NUL in text, a number past its integer columns).
  if (typeof leaf.value === 'string') out.push(`${leaf.value}\u0000`, '\u0000');
  if (typeof leaf.value === 'number') out.push(2_147_483_648, -2_147_483_649, -1);
  const pool = [...ODD_STRINGS, ...ODD_VALUES];
  const picks = sampleOf(fc.shuffledSubarray(pool, { minLength: perLeaf, maxLength: perLeaf }), salt);
  out.push(...picks);
  // One value no list above thought of: any string of code units, or any JSON value.
  out.push(sampleOf(fc.string({ unit: 'binary', maxLength: 30 }), salt + 1));
  out.push(sampleOf(fc.jsonValue({ maxDepth: 2 }), salt + 2));
  return out;
}

/** Percent-encoding of any string, lone surrogates included (sent as U+FFFD, as a browser would). */
function encodeAny(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function encodeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === MISSING || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      parts.push(`${encodeAny(key)}=${encodeAny(text)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Every malformed request for one operation (with the given extra headers, e.g. a token). */
export function malformedRequests(
  op: Operation,
  world: FuzzWorld,
  headers: Record<string, string>,
  opts: { light?: boolean; perLeaf?: number } = {},
): FuzzRequest[] {
  const perLeaf = opts.perLeaf ?? 3;
  const pathParams: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  const baseHeaders: Record<string, string> = { ...headers };
  for (const p of op.parameters) {
    const value = plausible(p.schema ?? {}, p.name, world);
    if (p.in === 'path') pathParams[p.name] = encodeAny(String(value));
    else if (p.in === 'query') query[p.name] = value;
    else if (p.in === 'header') {
      if (p.name === 'merchant') baseHeaders.merchant = world.merchantId;
      else if (p.name !== 'authorization') baseHeaders[p.name] = String(value);
    }
  }
  // Every merchant-scoped route reads the header, documented or not (the idempotent order routes).
  if (op.path.startsWith('/api/') && !op.path.includes('/merchants/'))
    baseHeaders.merchant = world.merchantId;
  // A route that reads its body itself (payment providers' callbacks) gets a body of the usual shapes.
  const body = op.body
    ? plausible(op.body, 'body', world)
    : ['POST', 'PUT', 'PATCH'].includes(op.method)
      ? {
          id: 1,
          method: 'CheckPerformTransaction',
          params: { id: 'x', amount: 100, account: { order_id: '1' } },
        }
      : undefined;
  const salt = hash(`${op.method} ${op.path}`);

  const urlWith = (params: Record<string, string>, q: Record<string, unknown>) =>
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '1') + encodeQuery(q);
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  const make = (label: string, over: Partial<FuzzRequest> & { bodyValue?: unknown } = {}): FuzzRequest => {
    const payload = 'payload' in over ? over.payload : json('bodyValue' in over ? over.bodyValue : body);
    const h = { ...baseHeaders, ...over.headers };
    if (payload !== undefined && !Object.keys(h).some((k) => k.toLowerCase() === 'content-type'))
      h['content-type'] = 'application/json';
    return {
      label: `${op.method} ${op.path} ${label}`,
      method: op.method,
      url: over.url ?? urlWith(pathParams, query),
      headers: h,
      ...(payload === undefined ? {} : { payload }),
    };
  };

  const out: FuzzRequest[] = [make('as documented')];
  if (opts.light) {
    // A caller the route refuses anyway (no token, or the other kind of token): how it is refused matters, not
    // every variation of what it sent.
    for (const name of Object.keys(pathParams)) {
      for (const segment of ['%00', '2147483648', '-1']) {
        out.push(
          make(`path ${name}=${segment}`, { url: urlWith({ ...pathParams, [name]: segment }, query) }),
        );
      }
    }
    if (body !== undefined) out.push(make('body missing', { payload: undefined }));
    for (const [type, payload] of BROKEN_BODIES) {
      out.push(
        make(`body as ${type} ${describe(payload.toString())}`, {
          headers: { 'content-type': type },
          payload,
        }),
      );
    }
    return out;
  }

  for (const name of Object.keys(pathParams)) {
    for (const segment of ODD_SEGMENTS) {
      out.push(
        make(`path ${name}=${segment.slice(0, 20)}`, {
          url: urlWith({ ...pathParams, [name]: segment }, query),
        }),
      );
    }
  }
  const queryKeys = [...Object.keys(query), 'unknown'];
  for (const [i, name] of queryKeys.entries()) {
    for (const value of replacementsFor({ path: [name], value: query[name] ?? 'x' }, salt + i * 7, perLeaf)) {
      out.push(
        make(`query ${name}=${describe(value)}`, { url: urlWith(pathParams, { ...query, [name]: value }) }),
      );
    }
    out.push(
      make(`query ${name} twice`, {
        url: urlWith(pathParams, { ...query, [name]: [query[name] ?? 'x', '\u0000'] }),
      }),
    );
  }
  out.push(
    make('query with a NUL name', {
      url: `${urlWith(pathParams, query)}${Object.keys(query).length ? '&' : '?'}%00=%00`,
    }),
  );
  out.push(
    make('query with bad percent-encoding', {
      url: `${urlWith(pathParams, query)}${Object.keys(query).length ? '&' : '?'}a=%ZZ%`,
    }),
  );

  if (body !== undefined) {
    for (const [i, leaf] of leavesOf(body).entries()) {
      for (const value of replacementsFor(leaf, salt + 1000 + i * 7, perLeaf)) {
        out.push(
          make(`body ${leaf.path.join('.') || '(root)'}=${describe(value)}`, {
            bodyValue: withLeaf(body, leaf.path, value),
          }),
        );
      }
    }
  }
  for (const [type, payload] of BROKEN_BODIES) {
    out.push(
      make(`body as ${type} ${describe(payload.toString())}`, { headers: { 'content-type': type }, payload }),
    );
  }
  out.push(
    make('body with no content type', { headers: { 'content-type': '' }, payload: json(body) ?? '{}' }),
  );

  const badHeaders: Array<[string, Record<string, string>]> = [
    ['merchant header garbage', { merchant: "' OR 1=1" }],
    ['merchant header of no merchant', { merchant: '00000000-0000-4000-8000-000000000000' }],
    ['accept-language odd', { 'accept-language': '*;q=x, ЖЖ, \u202e' }],
    ['bearer garbage', { authorization: `Bearer ${'ä'.repeat(600)}` }],
    ['bearer without token', { authorization: 'Bearer' }],
    ['basic auth', { authorization: 'Basic Og==' }],
    ['cookie odd', { cookie: 'token=%00; lang=%ZZ; tokens={"a":' }],
  ];
  for (const [label, h] of badHeaders) out.push(make(label, { headers: h }));
  return out;
}

function describe(value: unknown): string {
  if (value === MISSING) return '(missing)';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
