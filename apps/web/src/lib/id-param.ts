import { notFound } from '@tanstack/react-router';

// Route files call these in `params.parse`, which is part of every first load (also /login's):
// keep this module free of other imports.

/** A record id from the address (`/schools/12`); anything but a positive integer is a 404 page. */
export function parseIdParam(value: string): number {
  if (!/^[1-9]\d{0,15}$/.test(value)) throw notFound();
  return Number(value);
}

/**
 * For route loaders: an API 404 (unknown id, or another tenant's record) shows the not-found
 * page instead of the error screen. Reads `status` as ApiError carries it, without importing it.
 */
export async function notFoundOn404<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) throw notFound();
    throw error;
  }
}
