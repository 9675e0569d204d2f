/** What a sortable column holds; decides which way its first sort click goes. */
export type ColumnKind = 'text' | 'number' | 'date';

/**
 * The first sort click sorts a text column ascending (A to Z) and a number column
 * descending (highest first). Dates count as numbers: newest first.
 */
export function firstSortDirection(kind: ColumnKind): 'asc' | 'desc' {
  return kind === 'text' ? 'asc' : 'desc';
}
