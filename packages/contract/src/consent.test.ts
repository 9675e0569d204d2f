import { describe, expect, it } from 'vitest';
import { consentRecordProblems, latestToday } from './consent.ts';

describe('latestToday', () => {
  it('is the date in the earliest time zone (UTC+14)', () => {
    expect(latestToday(new Date('2026-11-28T09:59:59Z'))).toBe('2026-11-28');
    expect(latestToday(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-29');
  });
});

describe('consentRecordProblems', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const fields = { givenBy: 'parent', decidedOn: '2026-11-01', consentFormId: 1 } as const;

  it('takes a complete decision of each status', () => {
    for (const status of ['given', 'refused', 'withdrawn'] as const) {
      expect(consentRecordProblems({ status, ...fields }, now)).toEqual([]);
    }
    expect(consentRecordProblems({ status: 'not_asked' }, now)).toEqual([]);
  });

  it('lets a withdrawal name no form', () => {
    expect(
      consentRecordProblems({ ...fields, status: 'withdrawn', consentFormId: null }, now),
    ).toEqual([]);
  });

  it('names every missing field of consent given', () => {
    expect(consentRecordProblems({ status: 'given' }, now).map((p) => p.path)).toEqual([
      'givenBy',
      'decidedOn',
      'consentFormId',
    ]);
  });

  it('refuses a day after today anywhere on Earth', () => {
    expect(
      consentRecordProblems({ status: 'refused', ...fields, decidedOn: '2026-11-29' }, now),
    ).toEqual([]);
    expect(
      consentRecordProblems({ status: 'refused', ...fields, decidedOn: '2026-11-30' }, now),
    ).toEqual([{ path: 'decidedOn', message: 'Must not be in the future' }]);
  });

  it('refuses the fields of a decision when none was asked for', () => {
    expect(consentRecordProblems({ status: 'not_asked', ...fields }, now)).toHaveLength(3);
  });
});
