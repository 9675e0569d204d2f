import { describe, expect, it } from 'vitest';
import { fullName, isPendingOnboarding, matchesPersonSearch, sortPeople } from './people';

const person = (firstName: string, lastName: string, email: string) => ({
  firstName,
  lastName,
  email,
});

describe('fullName and isPendingOnboarding', () => {
  it('joins first and last name', () => {
    expect(fullName(person('Ada', 'Lovelace', 'a@x.test'))).toBe('Ada Lovelace');
  });

  it('shows a single name without stray spaces', () => {
    expect(fullName(person('Ada', '', 'a@x.test'))).toBe('Ada');
    expect(fullName(person('', ' Lovelace ', 'a@x.test'))).toBe('Lovelace');
  });

  it('is pending onboarding only when first and last name are both empty', () => {
    expect(isPendingOnboarding(person('', '', 'a@x.test'))).toBe(true);
    expect(isPendingOnboarding(person(' ', '', 'a@x.test'))).toBe(true);
    expect(isPendingOnboarding(person('Ada', '', 'a@x.test'))).toBe(false);
  });
});

describe('sortPeople', () => {
  it('puts named people first by full name, case-insensitive, then unnamed by email', () => {
    const people = [
      person('', '', 'zed@x.test'),
      person('bob', 'Baker', 'bob@x.test'),
      person('', '', 'Amy@x.test'),
      person('Alice', 'zimmer', 'alice@x.test'),
      person('Alice', 'Adams', 'alice2@x.test'),
    ];
    expect(sortPeople(people).map((p) => p.email)).toEqual([
      'alice2@x.test',
      'alice@x.test',
      'bob@x.test',
      'Amy@x.test',
      'zed@x.test',
    ]);
  });

  it('does not change the input', () => {
    const people = [person('B', '', 'b@x.test'), person('A', '', 'a@x.test')];
    sortPeople(people);
    expect(people.map((p) => p.firstName)).toEqual(['B', 'A']);
  });
});

describe('matchesPersonSearch', () => {
  const ada = person('Ada', 'Lovelace', 'ada@analytical.test');

  it('matches the name or the email, case-insensitive', () => {
    expect(matchesPersonSearch(ada, 'lovel')).toBe(true);
    expect(matchesPersonSearch(ada, 'ADA LOVE')).toBe(true);
    expect(matchesPersonSearch(ada, 'Analytical')).toBe(true);
    expect(matchesPersonSearch(ada, 'babbage')).toBe(false);
  });

  it('matches everyone for an empty or blank query', () => {
    expect(matchesPersonSearch(ada, '')).toBe(true);
    expect(matchesPersonSearch(ada, '   ')).toBe(true);
  });

  it('finds people pending onboarding by email', () => {
    expect(matchesPersonSearch(person('', '', 'new@x.test'), 'new@')).toBe(true);
  });
});
