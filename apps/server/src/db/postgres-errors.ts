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
