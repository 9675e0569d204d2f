/**
 * A text search parameter as typed in the URL (a number-like value arrives as a number),
 * trimmed; blank, not text, or text that does not `fit` is none.
 */
export function searchText(value: unknown, fits: (text: string) => boolean): string | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed !== '' && fits(trimmed) ? trimmed : undefined;
}
