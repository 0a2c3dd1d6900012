/**
 * How an error is written to the log: what failed and where, never the values it carried (decision 180).
 *
 * A failed database query used to be logged whole: drizzle's error message lists the query's parameters and
 * PostgreSQL's error names the failing row ("Failing row contains (…, Aziza, Karimova, 99890…)"), so customers'
 * names, phones and addresses reached the log. This serializer is the logger's `err` serializer for the whole
 * server (app.ts), so it applies to every line that logs an error: it keeps the error's type, message, code,
 * stack and cause, and for database errors the SQL text (placeholders only), SQLSTATE, table, column and
 * constraint; it drops the parameters, the detail, the where and hint fields and any other property.
 */

const DB_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
] as const;
const MAX_CAUSES = 5;

type Loose = Record<string, unknown>;

function isDatabaseError(err: Loose): boolean {
  return typeof err.severity === 'string' && typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code);
}

/** drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`, with `query` and `params` fields. */
function isQueryError(err: Loose): err is Loose & { query: string } {
  return typeof err.query === 'string' && Array.isArray(err.params);
}

/**
 * PostgreSQL quotes the offending input in data exceptions (class 22: `invalid input syntax for type integer:
 * "…"`, `value "…" is out of range`); other classes quote only names of relations, columns and constraints.
 */
function safeDatabaseMessage(message: string, code: string): string {
  return code.startsWith('22') ? message.replace(/"[^"]*"/g, '"…"') : message;
}

function safeMessage(err: Loose): string {
  const message = typeof err.message === 'string' ? err.message : '';
  if (isQueryError(err)) return `Failed query: ${err.query}`;
  if (isDatabaseError(err)) return safeDatabaseMessage(message, err.code as string);
  return message;
}

/** The stack's frames under the safe message (the stack's first lines repeat the original message). */
function safeStack(err: Loose, type: string, message: string): string {
  if (typeof err.stack !== 'string') return '';
  const frames = err.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/** The logged form of an error (the shape pino's own error serializer gives). */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (err === null || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const loose = err as Loose;
  const type =
    (err as { constructor?: { name?: string } }).constructor?.name || String(loose.name ?? 'Error');
  const message = safeMessage(loose);
  const out: SerializedError = { type, message, stack: safeStack(loose, type, message) };
  if (isDatabaseError(loose)) {
    for (const field of DB_FIELDS) if (loose[field] !== undefined) out[field] = loose[field];
  } else {
    for (const field of ['code', 'statusCode', 'status'] as const) {
      if (typeof loose[field] === 'string' || typeof loose[field] === 'number') out[field] = loose[field];
    }
  }
  if (isQueryError(loose)) out.query = loose.query;
  if (loose.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(loose.cause, depth + 1);
  return out;
}
