/**
 * Response bodies that many calls share, written once (decision 356). The zod schemas are converted per route, so
 * the error shape alone was repeated in ~650 responses and the document weighed 1 MB: Swagger UI took 12 s of a
 * browser's CPU to show it. This pass moves every response body schema used more than once into
 * `components.schemas` and points the responses at it with a `$ref`. The document says the same thing.
 */

type Json = Record<string, unknown>;

interface OpenApiLike {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, Json>; parameters?: Json[] } | undefined>
  >;
  components?: { schemas?: Record<string, unknown>; parameters?: Record<string, unknown> } & Json;
}

/** A schema smaller than this is left inline: a `$ref` would save nothing. */
const MIN_SHARED_LENGTH = 200;

function isErrorShape(schema: Json): boolean {
  const properties = schema.properties as Json | undefined;
  return Boolean(properties?.code && properties.status && properties.message);
}

/** `/api/staff/v1/orders/{id}` + `post` + `200` → `StaffV1OrdersIdPost200`. */
function nameFrom(path: string, method: string, status: string): string {
  const words = `${path.replace(/^\/api\//, '')} ${method} ${status}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

export function shareRepeatedSchemas<T extends object>(document: T): T {
  const doc = document as OpenApiLike;
  interface Use {
    schema: Json;
    name: string;
    holders: Json[];
  }
  const uses = new Map<string, Use>();
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations ?? {})) {
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        const content = response.content as Record<string, Json> | undefined;
        for (const media of Object.values(content ?? {})) {
          const schema = media.schema as Json | undefined;
          if (!schema || typeof schema !== 'object' || '$ref' in schema) continue;
          // The response already says it: the same words on its schema would make each copy differ.
          if (schema.description !== undefined && schema.description === response.description) {
            delete schema.description;
          }
          const key = JSON.stringify(schema);
          if (key.length < MIN_SHARED_LENGTH) continue;
          const use = uses.get(key) ?? { schema, name: nameFrom(path, method, status), holders: [] };
          use.holders.push(media);
          uses.set(key, use);
        }
      }
    }
  }
  const schemas: Record<string, unknown> = { ...(doc.components?.schemas ?? {}) };
  let errors = 0;
  for (const use of uses.values()) {
    if (use.holders.length < 2) continue;
    let name = isErrorShape(use.schema) ? (errors++ === 0 ? 'Error' : `Error${errors}`) : use.name;
    for (let n = 2; name in schemas; n++) name = `${use.name}${n}`;
    schemas[name] = use.schema;
    for (const media of use.holders) media.schema = { $ref: `#/components/schemas/${name}` };
  }
  doc.components = { ...(doc.components ?? {}), schemas };
  return document;
}

/** A parameter shorter than this is left inline: its `$ref` (~50 characters) would save little. */
const MIN_SHARED_PARAMETER_LENGTH = 80;

/** `merchant` in a header → `MerchantHeader`; `branchId` in the query → `BranchIdQuery`. */
function parameterName(parameter: Json): string {
  const words = `${String(parameter.name)} ${String(parameter.in)}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

/**
 * Parameters many calls repeat word for word (the `merchant` header in 168 calls, a path `id` in 51) written
 * once in `components.parameters`, each use a `$ref` (decision 364). Two different parameters of the same name
 * and place (a `branchId` query required here, optional there) get distinct components.
 */
export function shareRepeatedParameters<T extends object>(document: T): T {
  const doc = document as OpenApiLike;
  const uses = new Map<string, { parameter: Json; holders: { list: Json[]; index: number }[] }>();
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      const list = operation?.parameters;
      if (!Array.isArray(list)) continue;
      list.forEach((parameter, index) => {
        if (!parameter || typeof parameter !== 'object' || '$ref' in parameter) return;
        const key = JSON.stringify(parameter);
        if (key.length < MIN_SHARED_PARAMETER_LENGTH) return;
        const use = uses.get(key) ?? { parameter, holders: [] };
        use.holders.push({ list, index });
        uses.set(key, use);
      });
    }
  }
  const parameters: Record<string, unknown> = { ...(doc.components?.parameters ?? {}) };
  for (const use of uses.values()) {
    if (use.holders.length < 2) continue;
    const base = parameterName(use.parameter);
    let name = base in parameters ? `${base}${use.parameter.required ? 'Required' : 'Optional'}` : base;
    for (let n = 2; name in parameters; n++) name = `${base}${n}`;
    parameters[name] = use.parameter;
    for (const { list, index } of use.holders) list[index] = { $ref: `#/components/parameters/${name}` };
  }
  if (Object.keys(parameters).length > 0) doc.components = { ...(doc.components ?? {}), parameters };
  return document;
}
