import type { Participant } from '@cogniplay/contract';
import type { ParticipantsSearch } from './participants-search';

export type ParticipantsFilter = Pick<ParticipantsSearch, 'school' | 'group' | 'q' | 'consent'>;

/**
 * The participants that match every filter given: the school (by id), the group (exactly), the
 * consent status and a part of the subject ID (case-insensitive). The list's order is kept.
 */
export function filterParticipants(
  participants: readonly Participant[],
  { school, group, q, consent }: ParticipantsFilter,
): Participant[] {
  const needle = q?.trim().toLocaleLowerCase();
  return participants.filter(
    (participant) =>
      (school === undefined || participant.school?.id === school) &&
      (group === undefined || participant.group === group) &&
      (consent === undefined || participant.consentStatus === consent) &&
      (!needle || participant.subjectId.toLocaleLowerCase().includes(needle)),
  );
}

/** Whether any filter is set. */
export function isFiltered({ school, group, q, consent }: ParticipantsFilter): boolean {
  return (
    school !== undefined ||
    group !== undefined ||
    consent !== undefined ||
    (q !== undefined && q.trim() !== '')
  );
}

const collator = () => new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The schools the participants belong to, each once, sorted by name (case-insensitive). */
export function schoolsOf(participants: readonly Participant[]): { id: number; name: string }[] {
  const byId = new Map<number, { id: number; name: string }>();
  for (const { school } of participants) if (school) byId.set(school.id, school);
  const compare = collator();
  return [...byId.values()].sort((a, b) => compare.compare(a.name, b.name) || a.id - b.id);
}

/**
 * The groups of the participants (of the school, when given), each once, in natural order
 * ("2a" before "10a").
 */
export function groupsOf(participants: readonly Participant[], school?: number): string[] {
  const groups = new Set<string>();
  for (const participant of participants) {
    if (participant.group === null) continue;
    if (school !== undefined && participant.school?.id !== school) continue;
    groups.add(participant.group);
  }
  const compare = collator();
  return [...groups].sort((a, b) => compare.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The participants a bulk action applies to: those selected (still in the list, in its order),
 * or, when none is selected, all those shown.
 */
export function participantsForAction(
  all: readonly Participant[],
  shown: readonly Participant[],
  selected: ReadonlySet<number>,
): Participant[] {
  if (selected.size === 0) return [...shown];
  return all.filter((participant) => selected.has(participant.id));
}
