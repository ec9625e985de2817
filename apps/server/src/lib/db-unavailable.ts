/** Socket errors of a database connection that went away or never came. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * SQLSTATEs of a server that is shutting down, starting up, recovering, dropped its database or ended an
 * idle session (57P01-57P05), or is out of connections (53300, 53400); class 08 is the connection itself.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '53300', '53400']);
/**
 * 55000 is also raised by programming errors (lastval before nextval…): only the refusal of connections
 * (ALLOW_CONNECTIONS false, a database being created from it) is a database that is away.
 */
const REFUSING_CONNECTIONS = /not currently accepting connections|is being accessed by other users/i;
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /pglite is closed/i,
];

/** True when an error means the database cannot be reached, rather than a bad query: answered with 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors; the driver's own error is the cause.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
    )
      return true;
    if (code === '55000' && REFUSING_CONNECTIONS.test(e.message)) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message))) return true;
  }
  return false;
}
