/**
 * Which failures mean "a dependency (PostgreSQL, Redis) is briefly away" rather than "a bug":
 * those answer 503 with Retry-After instead of 500 (DESIGN.md, production realities: faults).
 */

/** Seconds a client should wait before retrying; a database restart usually takes a few. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL SQLSTATEs of a server going away or refusing work: admin/crash shutdown, cannot
 * connect now (starting or stopping), too many connections, class 08 (connection exceptions),
 * and a statement cancelled by statement_timeout (an overloaded database, not a wrong query).
 */
const PG_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Socket-level failures while talking to PostgreSQL or Redis. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** Driver messages that carry no code (pg, pg-pool, ioredis). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  // ioredis: the offline queue was flushed, or the client is between connections.
  'Connection is closed.',
  "Stream isn't writeable",
  'Command timed out',
];

const UNAVAILABLE_ERROR_NAMES = new Set(['MaxRetriesPerRequestError']);

function unavailableItself(error: object): boolean {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (PG_UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
  if (typeof name === 'string' && UNAVAILABLE_ERROR_NAMES.has(name)) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known));
}

/**
 * True when the error, or anything it wraps, says a dependency is unavailable. Drizzle wraps
 * driver errors in `cause`; Node's dual-stack connect reports an AggregateError with `errors`.
 */
export function isServiceUnavailableError(error: unknown): boolean {
  const seen = new Set<object>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (unavailableItself(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
