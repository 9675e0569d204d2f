/**
 * Milliseconds as the results show them: whole milliseconds in the reader's locale ("1,235" in
 * English, "1.235" in German). A median of an even count (539.5) is rounded half up (540); the
 * exact value stays in the export.
 */
export function formatMilliseconds(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}
