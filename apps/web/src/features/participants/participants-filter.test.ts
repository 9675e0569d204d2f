import { describe, expect, it } from 'vitest';
import type { Participant } from '@cogniplay/contract';
import {
  filterParticipants,
  groupsOf,
  isFiltered,
  participantsForAction,
  schoolsOf,
} from './participants-filter';

const north = { id: 1, name: 'north School' };
const south = { id: 2, name: 'South School' };

function participant(
  id: number,
  subjectId: string,
  school: Participant['school'],
  group: string | null,
): Participant {
  return { id, subjectId, firstName: '', lastName: '', school, group, consentStatus: 'given' };
}

const list: Participant[] = [
  participant(5, 'AB-105', north, '3b'),
  participant(4, 'ab-104', south, '3b'),
  participant(3, 'CD-103', north, '10a'),
  participant(2, 'CD-102', null, '2a'),
  participant(1, 'XY-001', north, null),
];
const ids = (participants: Participant[]) => participants.map((p) => p.id);

describe('filterParticipants', () => {
  it('keeps everyone, in order, without filters', () => {
    expect(ids(filterParticipants(list, {}))).toEqual([5, 4, 3, 2, 1]);
  });

  it('filters by school id', () => {
    expect(ids(filterParticipants(list, { school: 1 }))).toEqual([5, 3, 1]);
    expect(filterParticipants(list, { school: 99 })).toEqual([]);
  });

  it('filters by group exactly (not by part or case)', () => {
    expect(ids(filterParticipants(list, { group: '3b' }))).toEqual([5, 4]);
    expect(filterParticipants(list, { group: '3' })).toEqual([]);
    expect(filterParticipants(list, { group: '3B' })).toEqual([]);
  });

  it('searches a part of the subject ID, case-insensitively, ignoring surrounding blanks', () => {
    expect(ids(filterParticipants(list, { q: 'ab-10' }))).toEqual([5, 4]);
    expect(ids(filterParticipants(list, { q: ' 103 ' }))).toEqual([3]);
    expect(ids(filterParticipants(list, { q: '   ' }))).toEqual([5, 4, 3, 2, 1]);
  });

  it('combines the filters', () => {
    expect(ids(filterParticipants(list, { school: 1, group: '3b', q: 'ab' }))).toEqual([5]);
    expect(filterParticipants(list, { school: 2, group: '10a' })).toEqual([]);
  });
});

describe('isFiltered', () => {
  it('is true when any filter is set', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: ' ' })).toBe(false);
    expect(isFiltered({ school: 1 })).toBe(true);
    expect(isFiltered({ group: '3b' })).toBe(true);
    expect(isFiltered({ q: 'a' })).toBe(true);
  });
});

describe('schoolsOf and groupsOf', () => {
  it('lists each school once, by name case-insensitively', () => {
    expect(schoolsOf(list)).toEqual([north, south]);
  });

  it('lists each group once in natural order, of one school when given', () => {
    expect(groupsOf(list)).toEqual(['2a', '3b', '10a']);
    expect(groupsOf(list, 1)).toEqual(['3b', '10a']);
    expect(groupsOf(list, 2)).toEqual(['3b']);
  });
});

describe('participantsForAction', () => {
  const shown = filterParticipants(list, { school: 1 });

  it('takes every participant shown when none is selected', () => {
    expect(ids(participantsForAction(list, shown, new Set()))).toEqual([5, 3, 1]);
  });

  it('takes the selected ones in list order, even those a filter hides now', () => {
    expect(ids(participantsForAction(list, shown, new Set([1, 4, 5])))).toEqual([5, 4, 1]);
  });

  it('ignores selected ids no longer in the list', () => {
    expect(ids(participantsForAction(list, shown, new Set([99, 3])))).toEqual([3]);
  });
});
