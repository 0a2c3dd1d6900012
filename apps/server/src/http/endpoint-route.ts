/**
 * A Fastify route from an entry of the contracts' endpoint table (decision 192): method, URL and the params,
 * query, body, headers and success-response schemas come from the entry; the route adds what only the server
 * knows (OpenAPI tags and words, its error answers, config such as auth or etag, the handler).
 */
import type { EndpointDefinition } from '@dasturxon/contracts';
import type { z } from 'zod';

/** `/orders/v1/orders/{id}` -> `/orders/v1/orders/:id` (Fastify's form of a path parameter). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

interface RouteDocs<Errors> {
  tags: string[];
  summary: string;
  description?: string;
  /** The answers besides success: errors (e.g. errorResponses), 304 of a revalidated GET. */
  errors: Errors;
}

type Pick_<E, K extends keyof EndpointDefinition> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

export interface EndpointRouteSchema<E extends EndpointDefinition, Errors> {
  tags: string[];
  summary: string;
  description?: string;
  params: Pick_<E, 'params'>;
  querystring: Pick_<E, 'query'>;
  body: Pick_<E, 'body'>;
  headers: Pick_<E, 'headers'>;
  response: E['responses'] & Errors;
}

/** Method, URL and schema of a route for `endpoint`; spread into `app.route({ ..., handler })`. */
export function endpointRoute<
  const E extends EndpointDefinition,
  const Errors extends Record<number, z.ZodType>,
>(
  endpoint: E,
  docs: RouteDocs<Errors>,
): { method: E['method']; url: string; schema: EndpointRouteSchema<E, Errors> } {
  const { errors, ...words } = docs;
  const schema = {
    ...words,
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    headers: endpoint.headers,
    response: { ...endpoint.responses, ...errors },
  };
  // Fastify reads an `undefined` schema key as "no schema"; dropped so the OpenAPI document stays as before.
  for (const key of ['params', 'querystring', 'body', 'headers'] as const) {
    if (schema[key] === undefined) delete schema[key];
  }
  return { method: endpoint.method, url: toFastifyPath(endpoint.path), schema: schema as never };
}
