// Reading PostgreSQL errors through Drizzle's wrapper (the driver error is its `cause`).

function driverField(error: unknown, field: 'code'): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const value = (e as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** A unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return driverField(error, 'code') === '23505';
}

/**
 * A short replacement for a failed write, keeping PostgreSQL's error code: Drizzle's own
 * message lists every query parameter, which for a bulk upload is the whole file.
 */
export function writeFailed(what: string, error: unknown): Error {
  const code = driverField(error, 'code') ?? 'unknown';
  return Object.assign(new Error(`${what} failed (PostgreSQL error ${code}).`), { code });
}
