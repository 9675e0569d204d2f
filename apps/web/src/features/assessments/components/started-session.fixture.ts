// Test data: a session as `POST /api/sessions` answers it, for the start dialogs' tests.
import type { SessionWithLink } from '@cogniplay/contract';

/** Session `id` of participant `participantId`, just started, with its play link. */
export function startedSession(
  id: number,
  participantId: number,
  assessment = { id: 1, name: 'Spring screening' },
): SessionWithLink {
  return {
    id,
    assessment,
    participant: { id: participantId, subjectId: `S-${participantId}` },
    state: 'not_started',
    answeredCount: 0,
    totalCount: 12,
    createdAt: '2026-11-25T10:00:00.000Z',
    startedAt: null,
    completedAt: null,
    expiresAt: '2026-12-09T10:00:00.000Z',
    revokedAt: null,
    earlyEnd: null,
    playUrl: `https://cogniplay.test/play/t${id}`,
    initials: 'AB',
    playCode: 'ABCDE-12345',
    schoolName: null,
    group: null,
  };
}
