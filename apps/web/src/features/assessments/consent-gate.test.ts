import { describe, expect, it } from 'vitest';
import { splitByConsent } from './consent-gate';
import type { StartTarget } from './open-sessions';

const targets: StartTarget[] = [
  { id: 1, subjectId: 'S-1', consentStatus: 'given' },
  { id: 2, subjectId: 'S-2', consentStatus: 'not_asked' },
  { id: 3, subjectId: 'S-3', consentStatus: 'given' },
  { id: 4, subjectId: 'S-4', consentStatus: 'withdrawn' },
];

describe('splitByConsent', () => {
  it('leaves out those without consent given, in the order chosen', () => {
    const { startable, leftOut } = splitByConsent(targets, true);
    expect(startable.map((t) => t.id)).toEqual([1, 3]);
    expect(leftOut.map((t) => t.id)).toEqual([2, 4]);
  });

  it('leaves out no one when the institute does not ask for consent', () => {
    expect(splitByConsent(targets, false)).toEqual({ startable: targets, leftOut: [] });
  });
});
