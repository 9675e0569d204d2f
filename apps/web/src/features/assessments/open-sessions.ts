import { CONSENT_NEEDED_PROBLEM_TYPE, type ConsentStatus } from '@cogniplay/contract';
import { ApiError } from '@/lib/api-error';

/**
 * Who a start is for: the ids, subject IDs and consent status (the institute may need consent
 * given), nothing else of a participant.
 */
export type StartTarget = { id: number; subjectId: string; consentStatus: ConsentStatus };

const PARTICIPANT_PATH = /^\/body\/participantIds\/(\d+)$/;

/**
 * The participants a start was refused for because each already has an open session of the
 * assessment (409 naming `/body/participantIds/{index}`), in the order sent; null when `error`
 * is no such refusal.
 */
export function openSessionsRefusal(
  error: unknown,
  participants: readonly StartTarget[],
): StartTarget[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  // A refusal for want of consent names participants the same way; it is not this one.
  if (error.type === CONSENT_NEEDED_PROBLEM_TYPE) return null;
  const named = error.errors.flatMap((entry) => {
    const index = PARTICIPANT_PATH.exec(entry.path)?.[1];
    const participant = index === undefined ? undefined : participants[Number(index)];
    return participant ? [participant] : [];
  });
  return named.length > 0 ? named : null;
}
