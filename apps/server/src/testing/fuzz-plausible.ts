/**
 * The OpenAPI side of the fuzz test (fuzz-requests.ts, decision 181): the operations of a document and a
 * plausible value for a schema (ids of the test's world, strings matching their patterns), deterministic through
 * fast-check with a fixed seed.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/orders/v1/orders/{id}. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Answers a stream (text/event-stream) that stays open. */
  stream: boolean;
  /** Who the route is for, from its security scheme (decision 183); null for a public route. */
  auth: 'customer' | 'staff' | null;
}

/** A parameter written once in `components.parameters` (decision 364). */
interface ParameterRef {
  $ref: string;
}

export interface OpenApiDocument {
  components?: { parameters?: Record<string, Parameter> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<Parameter | ParameterRef>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { description?: string }>;
        security?: Array<Record<string, unknown>>;
      }
    >
  >;
}

/** What a plausible request may name: ids that exist in the test's world. */
export interface FuzzWorld {
  merchantId: string;
  userId: number;
  /** Any other id (branch, product, order, address, card, vacancy, courier, city): all are 1 in the world. */
  id: number;
  phone: string;
}

export interface FuzzRequest {
  /** What was broken, for the failure report. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The parameter itself, a `#/components/parameters/<name>` reference followed. */
function resolveParameter(doc: OpenApiDocument, parameter: Parameter | ParameterRef): Parameter {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const resolved = doc.components?.parameters?.[name];
  if (!resolved) throw new Error(`unresolved parameter ${parameter.$ref}`);
  return resolved;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = op.requestBody?.content;
      const body = content ? (Object.values(content)[0]?.schema ?? {}) : null;
      const stream = /text\/event-stream/.test(op.responses?.['200']?.description ?? '');
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
      const auth = schemes.includes('staffToken')
        ? 'staff'
        : schemes.includes('customerToken')
          ? 'customer'
          : null;
      const parameters = (op.parameters ?? []).map((p) => resolveParameter(doc, p));
      out.push({ method: method.toUpperCase(), path, parameters, body, stream, auth });
    }
  }
  return out;
}

const SEED = 20261124;

/** One deterministic sample of an arbitrary (the same for the same arbitrary and salt). */
export function sampleOf<T>(arb: fc.Arbitrary<T>, salt: number): T {
  const [value] = fc.sample(arb, { seed: SEED + salt, numRuns: 1 });
  return value as T;
}

/** A stable number for a text (an operation's salt). */
export function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) | 0;
  return Math.abs(h);
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value the schema accepts, taking ids from the world (by the property's name) where one fits. */
export function plausible(schema: JsonSchema, name: string, world: FuzzWorld): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const first = choices.find((c) => !typesOf(c).includes('null')) ?? choices[0];
    return first ? plausible(first, name, world) : null;
  }
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], name, world);
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  const lower = name.toLowerCase();
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = plausible(sub, key, world);
      return out;
    }
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, () => plausible(schema.items ?? {}, name, world));
    }
    case 'integer':
    case 'number': {
      if (lower === 'userid') return world.userId;
      if (lower === 'id' || lower.endsWith('id')) return world.id;
      if (lower.startsWith('lat')) return 41.2995;
      if (lower.startsWith('lon')) return 69.2401;
      const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      return Math.max(min, Math.min(schema.maximum ?? 1, 1));
    }
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'uuid' || lower === 'merchantid' || lower === 'merchant') return world.merchantId;
      if (lower === 'phone') return world.phone;
      if (schema.format === 'date') return '2026-11-21';
      if (schema.format === 'date-time') return '2026-11-21T09:00:00.000Z';
      if (schema.format === 'email') return 'aziza@example.com';
      if (lower.endsWith('url')) return '/orders';
      if (KNOWN_VALUES[name] !== undefined) return KNOWN_VALUES[name];
      if (schema.pattern) return matching(schema, name);
      const min = schema.minLength ?? 1;
      return 'Chilonzor 9'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(schema.maxLength ?? 11, 11)));
    }
  }
}

/** A string matching the pattern (fast-check cannot build every regular expression: then a plain word). */
function matching(schema: JsonSchema, name: string): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  try {
    const arb = fc
      .stringMatching(new RegExp(schema.pattern ?? ''))
      .filter((s) => s.length >= min && s.length <= max);
    return sampleOf(arb, hash(name));
  } catch {
    return 'x';
  }
}

/** Values a pattern cannot tell: a real day, an order status, a card number that passes the Luhn check. */
const KNOWN_VALUES: Record<string, string> = {
  day: '2026-11-22',
  status: 'OPEN',
  number: '8600069195406311',
  expire: '03/99',
};
