/**
 * One entry per API endpoint (issue 16.2, decision 192): its method, path template, and the zod schemas of its
 * params, query, body, headers and success responses. The server registers its routes from these entries, the
 * storefront's client calls them (`api.call(endpoint, input)`), the console will do the same; nobody pairs a
 * path with a schema by hand. Paths are templates in OpenAPI's `{name}` form, relative to API_BASE.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Success statuses an endpoint may answer, each with the schema of its body (204: no body). */
export type SuccessResponses = { 200?: z.ZodType; 201?: z.ZodType; 204?: z.ZodType };

export interface EndpointDefinition {
  method: HttpMethod;
  path: `/${string}`;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Headers the caller sends itself (merchant, authorization and language are the client's own). */
  headers?: z.ZodObject;
  responses: SuccessResponses;
}

/** Declares an endpoint; the literal type is kept, so callers and routes infer every schema from it. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** Path parameters as a caller holds them (numbers or text; encoded into the path). */
type ParamsInput<P> = P extends z.ZodObject ? { [K in keyof z.output<P>]: string | number } : never;

/** What a caller passes for an endpoint: params and body when it has them, query and headers optional. */
export type EndpointInput<E extends EndpointDefinition> = (E extends { params: z.ZodObject }
  ? { params: ParamsInput<E['params']> }
  : { params?: undefined }) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined }) &
  (E extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: undefined }) &
  (E extends { headers: infer H extends z.ZodObject } ? { headers?: z.input<H> } : { headers?: undefined });

/** The data of any success answer of an endpoint (204 has none: null). */
export type EndpointData<E extends EndpointDefinition> = {
  [S in keyof E['responses']]: S extends 204
    ? null
    : E['responses'][S] extends z.ZodType
      ? z.output<E['responses'][S]>
      : never;
}[keyof E['responses']];

/** True when an endpoint needs an input (path params or a body). */
export type EndpointNeedsInput<E extends EndpointDefinition> = E extends { params: z.ZodObject }
  ? true
  : E extends { body: z.ZodType }
    ? true
    : false;

/** The path of an endpoint with its `{name}` parameters filled in and encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
