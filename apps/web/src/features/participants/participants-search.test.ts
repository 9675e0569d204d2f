import { describe, expect, it } from 'vitest';
import { parseParticipantsSearch } from './participants-search';
import { CONSENT_STATUSES } from '@cogniplay/contract';

describe('parseParticipantsSearch', () => {
  it('keeps valid page, school, group and search', () => {
    expect(parseParticipantsSearch({ page: 2, school: 7, group: '3b', q: 'AB-1' })).toEqual({
      page: 2,
      school: 7,
      group: '3b',
      q: 'AB-1',
    });
  });

  it('leaves the defaults out of the URL', () => {
    expect(parseParticipantsSearch({})).toEqual({});
    expect(parseParticipantsSearch({ page: 1, group: '', q: '  ' })).toEqual({});
  });

  it('reads a number-like group or search (the router parses it as a number) as text', () => {
    expect(parseParticipantsSearch({ group: 3, q: 104 })).toEqual({ group: '3', q: '104' });
  });

  it('reads a school id given as text', () => {
    expect(parseParticipantsSearch({ school: '7' })).toEqual({ school: 7 });
  });

  it.each([
    ['a page of 0', { page: 0 }],
    ['a fractional page', { page: 1.5 }],
    ['a school id of 0', { school: 0 }],
    ['a negative school id', { school: -3 }],
    ['a school name', { school: 'North' }],
    ['a fractional school id', { school: 2.5 }],
    ['a group of another type', { group: ['3b'] }],
    ['a 65-character search', { q: 'x'.repeat(65) }],
    ['an object', { q: { a: 1 } }],
    ['an unknown consent status', { consent: 'maybe' }],
  ])('drops %s', (_case, search) => {
    expect(parseParticipantsSearch(search)).toEqual({});
  });

  it('trims group and search', () => {
    expect(parseParticipantsSearch({ group: ' 3b ', q: ' AB ' })).toEqual({ group: '3b', q: 'AB' });
  });

  it("keeps each of the contract's consent statuses", () => {
    for (const consent of CONSENT_STATUSES) {
      expect(parseParticipantsSearch({ consent })).toEqual({ consent });
    }
  });
});
