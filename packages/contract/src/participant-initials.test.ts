import { describe, expect, it } from 'vitest';
import { participantInitials } from './participant-initials.ts';

describe('participantInitials', () => {
  it('takes the first letters of first and last name in upper case', () => {
    expect(participantInitials({ firstName: 'mia', lastName: 'müller', subjectId: 'S-01' })).toBe(
      'MM',
    );
    expect(participantInitials({ firstName: 'Ada', lastName: 'Lovelace', subjectId: 'x' })).toBe(
      'AL',
    );
  });

  it('takes the first two letters of the subject ID when a name is empty', () => {
    expect(participantInitials({ firstName: '', lastName: 'Muster', subjectId: 'ab-7' })).toBe(
      'AB',
    );
    expect(participantInitials({ firstName: 'Mia', lastName: '', subjectId: 'zx' })).toBe('ZX');
    expect(participantInitials({ firstName: '', lastName: '', subjectId: 'p001' })).toBe('P0');
  });

  it("answers 'XX' when the subject ID is too short", () => {
    expect(participantInitials({ firstName: '', lastName: '', subjectId: 'a' })).toBe('XX');
    expect(participantInitials({ firstName: '', lastName: 'Muster', subjectId: '' })).toBe('XX');
  });

  it('treats whitespace-only names as empty and keeps non-Latin letters whole', () => {
    expect(participantInitials({ firstName: ' ', lastName: 'Muster', subjectId: 'qr' })).toBe('QR');
    expect(participantInitials({ firstName: 'émile', lastName: 'çelik', subjectId: 'x' })).toBe(
      'ÉÇ',
    );
    expect(participantInitials({ firstName: '𝒜da', lastName: 'Bo', subjectId: 'x' })).toBe('𝒜B');
  });
});
