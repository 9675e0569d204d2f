/** Case-insensitive, accent-aware comparison (so 'apple' and 'Apple' tie, 'a' and 'á' do not). */
const collator = new Intl.Collator(undefined, { sensitivity: 'accent' });

export const compareText = (a: string, b: string): number => collator.compare(a, b);

/** A copy of `items` sorted by name, case-insensitive (spec 2.6: schools and institutes). */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareText(a.name, b.name));
}
