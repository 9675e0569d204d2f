/** The `page` search parameter: a whole number from 1, anything else is the first page. */
export function parsePageNumber(value: unknown): number {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
