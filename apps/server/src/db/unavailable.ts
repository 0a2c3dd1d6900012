/**
 * Whether a failure means "the database cannot be reached right now" (a restart, a crash, an outage, a full
 * pool that could not connect in time) rather than a bug or a bad statement. Such failures answer 503 with a
 * translated message (errors/error-handler.ts), and the request can be retried once the database is back.
 */

/** Node socket errors of a server that is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * PostgreSQL SQLSTATEs of a server going away: class 08 (connection exception), 57P01-57P03 (admin shutdown,
 * crash shutdown, cannot connect now) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** Messages node-postgres and pg-pool give for a lost or never-made connection (they carry no code). */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Connection terminated unexpectedly',
];

function isUnavailableOne(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((m) => message.includes(m));
}

/** Looks through `cause` chains (drizzle wraps driver errors) and AggregateErrors (a refused dual-stack connect). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  if (isUnavailableOne(error)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
