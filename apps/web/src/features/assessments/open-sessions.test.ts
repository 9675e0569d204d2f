import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { openSessionsRefusal } from './open-sessions';

const participants = [
  { id: 7, subjectId: 'S-7', consentStatus: 'given' as const },
  { id: 8, subjectId: 'S-8', consentStatus: 'given' as const },
  { id: 9, subjectId: 'S-9', consentStatus: 'given' as const },
];

const conflict = (paths: string[]) =>
  new ApiError({
    status: 409,
    title: 'Conflict',
    detail: '2 of the participants already have an open session of this assessment.',
    errors: paths.map((path) => ({ path, message: 'has an open session (session 1)' })),
  });

describe('openSessionsRefusal', () => {
  it('names the participants by the indexes the server refused', () => {
    expect(
      openSessionsRefusal(
        conflict(['/body/participantIds/2', '/body/participantIds/0']),
        participants,
      ),
    ).toEqual([participants[2], participants[0]]);
  });

  it('is null for any other failure', () => {
    expect(openSessionsRefusal(conflict([]), participants)).toBeNull();
    expect(openSessionsRefusal(conflict(['/body/assessmentId']), participants)).toBeNull();
    expect(openSessionsRefusal(conflict(['/body/participantIds/5']), participants)).toBeNull();
    expect(
      openSessionsRefusal(
        new ApiError({
          status: 400,
          title: 'Bad Request',
          errors: [{ path: '/body/participantIds/0', message: 'unknown' }],
        }),
        participants,
      ),
    ).toBeNull();
    expect(openSessionsRefusal(new Error('offline'), participants)).toBeNull();
  });
});
