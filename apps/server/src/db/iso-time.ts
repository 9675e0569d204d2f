// Raw queries through Drizzle answer times as text (its driver keeps PostgreSQL's own format);
// the API answers them as ISO 8601 in UTC.

/** A time of a raw row as ISO 8601 in UTC. */
export const isoTime = (value: Date | string) => new Date(value).toISOString();

export const isoTimeOrNull = (value: Date | string | null) =>
  value === null ? null : isoTime(value);
