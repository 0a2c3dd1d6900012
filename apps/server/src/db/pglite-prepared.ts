/**
 * Named prepared statements on PGlite (decision 362). PGlite's `query` runs every statement through six calls into
 * the database (Parse, Describe, Bind, Describe, Execute, Sync), parsing and planning it each time: drizzle's
 * `.prepare(name)` names nothing on PGlite. Under the order bench that was most of what an order cost on the
 * server's single thread (the order's reads statement, six joins: 7.5 ms a call against 1.45 ms named).
 *
 * `usePreparedStatements(client)` makes `client.query` (outside a transaction: drizzle's transactions use their own
 * `query`) run a statement it has seen before as a named statement of the session: Parse and Describe once, then
 * Bind, Execute and Sync in one call, with the row description kept from the first Describe. Exactly what `query`
 * does otherwise: the same locks (it waits for a transaction in progress), the same serializers and parsers, the
 * same result and the same errors (a unique violation is the same DatabaseError with the query attached), and the
 * statement is its own implicit transaction as before. PostgreSQL re-plans a named statement itself when a table
 * it reads changes. Bounded: at most `max` names, statements seen once are not named (literal one-offs).
 */
import {
  type ParserOptions,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Named {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription, or null when it returns no rows. */
  rowDescription: BackendMessage | null;
}

/** invalid_sql_statement_name; feature_not_supported ("cached plan must not change result type"). */
const STALE = new Set(['26000', '0A000']);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The error as PGlite's own `query` throws it: the database error with the statement attached. */
function withQuery(
  error: unknown,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
): unknown {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query: text, params, queryOptions: options });
  }
  return error;
}

export interface PreparedStatementStats {
  /** Statements named so far. */
  named: number;
  /** Executions that used a named statement. */
  hits: number;
}

export function usePreparedStatements(client: PGlite, opts: { max?: number } = {}): PreparedStatementStats {
  const max = opts.max ?? 200;
  const stats: PreparedStatementStats = { named: 0, hits: 0 };
  const named = new Map<string, Named>();
  // Texts seen once: named on their second execution. Cleared when large (one-off statements with literals).
  const seen = new Set<string>();
  const query = client.query.bind(client);

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Named> {
    const name = `dx_pglite_${named.size + 1}`;
    const { serialize } = protocol;
    const result = await client.execProtocol(
      concat([
        serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const rowDescription = result.messages.find((m) => m.name === 'rowDescription') ?? null;
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(result.messages),
      rowDescription,
    };
    named.set(text, statement);
    stats.named += 1;
    return statement;
  }

  // PGlite's parseResults spreads the client's parsers (over 300 types) with the options' own on every call when
  // the options carry parsers, as drizzle's always do: 80-170 us a statement, more than reading the row. Merged
  // once per options object (drizzle keeps one per prepared query) over the client's current parsers instead;
  // a lookup misses the options' own and finds the client's through the prototype (decision 365).
  type Parsers = typeof client.parsers;
  const merged = new WeakMap<object, { base: object; parsers: Parsers }>();
  function parsersFor(own: ParserOptions | undefined): Parsers {
    if (!own) return client.parsers;
    const hit = merged.get(own);
    if (hit && hit.base === client.parsers) return hit.parsers;
    const parsers: Parsers = Object.assign(Object.create(client.parsers) as Parsers, own);
    merged.set(own, { base: client.parsers, parsers });
    return parsers;
  }

  async function run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const statement = named.get(text) ?? (await prepare(text, options));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const result = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    stats.hits += 1;
    const messages = statement.rowDescription
      ? [statement.rowDescription, ...result.messages]
      : result.messages;
    const [results] = parse.parseResults(
      messages,
      parsersFor(options?.parsers),
      options?.rowMode ? { rowMode: options.rowMode } : undefined,
    );
    if (!results) throw new Error('PGlite returned no result for a prepared statement');
    return results;
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const known = named.has(text);
    if (!known && (named.size >= max || options?.blob || !seen.has(text))) {
      if (!known && named.size < max) {
        if (seen.size >= 1000) seen.clear();
        seen.add(text);
      }
      return query(text, params, options);
    }
    await client._checkReady();
    // As `query`: after any transaction in progress, then alone.
    const results = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run(text, params, options);
        } catch (error) {
          // The name is gone (DEALLOCATE, DISCARD) or its result type changed with a table: `query` then.
          if (STALE.has((error as { code?: unknown }).code as string)) {
            named.delete(text);
            return null;
          }
          throw withQuery(error, text, params, options);
        }
      }),
    );
    if (results === null) return query(text, params, options);
    await client.syncToFs();
    return results;
  }) as PGlite['query'];
  return stats;
}
