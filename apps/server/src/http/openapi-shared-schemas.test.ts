/** The OpenAPI document writes a body many calls share once (decision 356). */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { shareRepeatedParameters, shareRepeatedSchemas } from './openapi-shared-schemas.ts';

const ORDER = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The order id, as the merchant sees it on the board' },
    number: { type: 'integer', description: "The order's number of the day, as the customer hears it" },
  },
  required: ['id'],
  additionalProperties: false,
};
const ERROR = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'What went wrong, for programs' },
    status: { type: 'integer', description: 'The HTTP status' },
    message: { type: 'string', description: "What went wrong, in the caller's language" },
  },
  required: ['code', 'status', 'message'],
  additionalProperties: false,
};
const json = (schema: object, description = 'ok') => ({
  description,
  content: { 'application/json': { schema: structuredClone(schema) } },
});

describe('shareRepeatedSchemas', () => {
  it('points every use of a repeated body at one component, and leaves a body used once inline', () => {
    const doc = shareRepeatedSchemas({
      openapi: '3.1.0',
      paths: {
        '/api/staff/v1/orders/{id}': {
          get: {
            responses: { 200: json(ORDER), 404: json({ ...ERROR, description: 'Not found' }, 'Not found') },
          },
        },
        '/api/staff/v1/orders/{id}/accept': {
          post: { responses: { 200: json(ORDER), 400: json({ ...ERROR, description: 'Bad' }, 'Bad') } },
        },
        '/api/products/v1/grade': { get: { responses: { 200: json({ ...ORDER, title: 'once' }) } } },
      },
      components: { securitySchemes: { customer: { type: 'http' } } },
    });
    const ops = doc.paths;
    expect(ops['/api/staff/v1/orders/{id}'].get.responses[200].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/StaffV1OrdersIdGet200',
    });
    expect(
      ops['/api/staff/v1/orders/{id}/accept'].post.responses[200].content['application/json'].schema,
    ).toEqual({ $ref: '#/components/schemas/StaffV1OrdersIdGet200' });
    // The error bodies differed only by the words their responses already carry: one Error.
    expect(ops['/api/staff/v1/orders/{id}'].get.responses[404].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(ops['/api/staff/v1/orders/{id}/accept'].post.responses[400].description).toBe('Bad');
    const components = doc.components as { schemas?: unknown; securitySchemes?: unknown };
    expect(components.schemas).toEqual({ StaffV1OrdersIdGet200: ORDER, Error: ERROR });
    expect(components.securitySchemes).toEqual({ customer: { type: 'http' } });
    expect(ops['/api/products/v1/grade'].get.responses[200].content['application/json'].schema).toMatchObject(
      {
        title: 'once',
      },
    );
  });
});

const MERCHANT = {
  schema: { type: 'string', format: 'uuid', description: 'The merchant the call is about, as its UUID' },
  in: 'header',
  name: 'merchant',
  required: true,
};
const branch = (required: boolean) => ({
  schema: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
  in: 'query',
  name: 'branchId',
  required,
});

describe('shareRepeatedParameters', () => {
  it('points every use of a repeated parameter at one component; same name, different parameter: two', () => {
    const doc = shareRepeatedParameters({
      openapi: '3.1.0',
      paths: {
        '/api/a': { get: { parameters: [structuredClone(MERCHANT), branch(true)], responses: {} } },
        '/api/b': { post: { parameters: [structuredClone(MERCHANT), branch(false)], responses: {} } },
        '/api/c': { get: { parameters: [branch(true), branch(false)], responses: {} } },
        '/api/d': { get: { parameters: [{ ...MERCHANT, name: 'once' }], responses: {} } },
      },
      components: { schemas: { Error: ERROR } },
    });
    const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` });
    expect(doc.paths['/api/a'].get.parameters).toEqual([ref('MerchantHeader'), ref('BranchIdQuery')]);
    expect(doc.paths['/api/b'].post.parameters).toEqual([
      ref('MerchantHeader'),
      ref('BranchIdQueryOptional'),
    ]);
    expect(doc.paths['/api/c'].get.parameters).toEqual([ref('BranchIdQuery'), ref('BranchIdQueryOptional')]);
    expect(doc.paths['/api/d'].get.parameters).toEqual([{ ...MERCHANT, name: 'once' }]);
    expect(doc.components).toEqual({
      schemas: { Error: ERROR },
      parameters: {
        MerchantHeader: MERCHANT,
        BranchIdQuery: branch(true),
        BranchIdQueryOptional: branch(false),
      },
    });
  });
});

describe('the served document', () => {
  const t = useTestApp('pglite');

  it('writes the error body once, and every $ref in it resolves', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    // It was 1 MB, 12 s of a browser's CPU in Swagger UI.
    expect(res.body.length).toBeLessThan(600_000);
    const doc = res.json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
      >;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const placed = doc.paths['/api/orders/v1/orders']?.post?.responses;
    expect(placed?.['404']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(Object.keys(doc.components.schemas.Error?.properties ?? {})).toEqual(
      expect.arrayContaining(['code', 'status', 'message']),
    );
    const refs = [...res.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(100);
    for (const name of new Set(refs)) expect(doc.components.schemas[name], name).toBeDefined();
  });

  it('writes the merchant header once, and every operation still declares its parameters (decision 364)', async () => {
    const res = await t.get('/api/docs/json');
    // 516 kB with every parameter inline.
    expect(res.body.length).toBeLessThan(480_000);
    type Parameter = { $ref?: string; name?: string; in?: string; schema?: object; required?: boolean };
    const doc = res.json() as {
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
      components: { parameters: Record<string, Parameter> };
    };
    const components = doc.components.parameters;
    expect(components.MerchantHeader).toMatchObject({ in: 'header', name: 'merchant', required: true });
    const placed = doc.paths['/api/orders/v1/orders']?.post?.parameters ?? [];
    expect(placed).toContainEqual({ $ref: '#/components/parameters/MerchantHeader' });
    let merchantUses = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const resolved = (operation.parameters ?? []).map((p) => {
          if (!p.$ref) return p;
          const name = p.$ref.replace('#/components/parameters/', '');
          expect(components[name], `${method} ${path}: ${p.$ref}`).toBeDefined();
          if (name === 'MerchantHeader') merchantUses++;
          return components[name] ?? {};
        });
        for (const p of resolved) expect(p, `${method} ${path}`).toMatchObject({ name: expect.any(String) });
        const keys = resolved.map((p) => `${p.in}:${p.name}`);
        expect(new Set(keys).size, `${method} ${path} declares a parameter twice`).toBe(keys.length);
        // A templated segment needs its path parameter (OpenAPI 3: required, in: path).
        for (const [, segment] of path.matchAll(/\{([^}]+)\}/g)) {
          expect(resolved, `${method} ${path}`).toContainEqual(
            expect.objectContaining({ in: 'path', name: segment, required: true }),
          );
        }
      }
    }
    expect(merchantUses).toBeGreaterThan(150);
  });
});
