/** Case-insensitive, accent-aware comparison (so 'apple' and 'Apple' tie, 'a' and 'á' do not). */
const collator = new Intl.Collator(undefined, { sensitivity: 'accent' });

export const compareText = (a: string, b: string): number => collator.compare(a, b);

/** A copy of `items` (schools, institutes) sorted by name, case-insensitive. */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareText(a.name, b.name));
}
