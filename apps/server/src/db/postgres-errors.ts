// Reading PostgreSQL errors through Drizzle's wrapper (the driver error is its `cause`).

/** The SQLSTATE codes the server reacts to. */
const UNIQUE_VIOLATION = '23505';

/** The first error of the chain that carries a SQLSTATE code: the driver's. */
function driverError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return e as unknown as { code: string; constraint?: unknown };
  }
  return undefined;
}

/**
 * A unique_violation; of `constraint` when one is given (a driver that does not name the
 * constraint counts as that one).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driver = driverError(error);
  if (driver?.code !== UNIQUE_VIOLATION) return false;
  return (
    constraint === undefined || driver.constraint === undefined || driver.constraint === constraint
  );
}

/**
 * A short replacement for a failed write, keeping PostgreSQL's error code: Drizzle's own
 * message lists every query parameter, which for a bulk upload is the whole file.
 */
export function writeFailed(what: string, error: unknown): Error {
  const code = driverError(error)?.code ?? 'unknown';
  return Object.assign(new Error(`${what} failed (PostgreSQL error ${code}).`), { code });
}

/**
 * Runs a write that `constraint` may refuse: 'duplicate' when it does, relying on the unique
 * constraint rather than a check before the write, which two requests could both pass. Any other
 * failure becomes `writeFailed(what)`: Drizzle's message lists the query parameters (names, for
 * one), which must never reach a log.
 */
export async function writeOrDuplicate<T>(
  constraint: string,
  what: string,
  write: () => Promise<T>,
): Promise<T | 'duplicate'> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) return 'duplicate';
    throw writeFailed(what, error);
  }
}

// Connection exceptions (class 08) and the server going away or not yet taking connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3])$/;
// Node's socket errors on the way to the database.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// node-postgres names these only in its message: a connection cut mid-query, no connection
// within the pool's wait, a new connection that did not open in time.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * The database could not be reached or dropped the connection: the request may succeed when
 * tried again (503), unlike an error of the query itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    if (UNAVAILABLE_MESSAGES.some((message) => e instanceof Error && e.message.includes(message)))
      return true;
  }
  return false;
}
