import type { RuleFindingInstanceSummary } from '@cogniplay/contract';

type Filterable = Pick<RuleFindingInstanceSummary, 'sequenceNumber' | 'label' | 'exerciseName'>;

/**
 * Whether an instance matches the picker's filter: case-insensitively within its label or
 * exercise name, or its sequence number exactly. A blank filter matches everything.
 */
export function matchesInstanceFilter(instance: Filterable, filter: string): boolean {
  const query = filter.trim().toLocaleLowerCase();
  if (query === '') return true;
  if (String(instance.sequenceNumber) === query) return true;
  return [instance.label, instance.exerciseName].some(
    (text) => text?.toLocaleLowerCase().includes(query) ?? false,
  );
}
