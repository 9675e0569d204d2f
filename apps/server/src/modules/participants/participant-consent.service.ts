// A participant's consent: the history of decisions, and recording a new one. Who decided is a
// role and a relation, never a name; the audit entry keeps the status and the form only.
import type { ParticipantConsentResponse, RecordConsentBody } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { consentHistory } from '../../db/consent-history.ts';
import { findInstituteSettings } from '../../db/lookups.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { tenantScopeOf } from '../../identity/access-policy.ts';
import { httpError } from '../../lib/http-problem.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  consentFormOfInstituteExists,
  excludeSessionsOfWithdrawn,
  insertConsentRecord,
} from './participant-consent.repository.ts';
import { findParticipant, lockParticipant } from './participants.repository.ts';

async function consentOf(
  db: Db,
  scope: TenantScope,
  participantId: number,
): Promise<ParticipantConsentResponse | undefined> {
  const participant = await findParticipant(db, scope, participantId);
  if (!participant) return undefined;
  const institute = participant.researchInstitute;
  const gate = institute ? await findInstituteSettings(db, institute.id) : undefined;
  return {
    status: participant.consentStatus,
    sessionsNeedConsent: gate?.sessionsNeedConsent ?? false,
    history: await consentHistory(db, participantId),
  };
}

/** The participant's status and history; undefined when not in the caller's scope (404). */
export function participantConsent(
  db: Db,
  user: AuthUser,
  participantId: number,
): Promise<ParticipantConsentResponse | undefined> {
  return consentOf(db, tenantScopeOf(user), participantId);
}

/**
 * Adds a decision to the participant's history (it becomes their status), audited. The form
 * must be one of the participant's institute's (400 naming `consentFormId`). Undefined when the
 * participant is not in the caller's scope (404).
 */
export async function recordConsent(
  db: Db,
  user: AuthUser,
  participantId: number,
  body: RecordConsentBody,
): Promise<ParticipantConsentResponse | undefined> {
  const scope = tenantScopeOf(user);
  const found = await db.transaction(async (tx) => {
    const participant = await lockParticipant(tx, scope, participantId);
    if (!participant) return false;
    const consentFormId = body.consentFormId ?? null;
    if (
      consentFormId !== null &&
      (participant.researchInstituteId === null ||
        !(await consentFormOfInstituteExists(tx, consentFormId, participant.researchInstituteId)))
    ) {
      throw httpError.badRequest('The request is invalid.', [
        {
          path: '/body/consentFormId',
          message: "Consent form not found among the participant's research institute's forms",
        },
      ]);
    }
    // A withdrawal keeps the data, excluded from analysis (erasing is DELETE, with its reason).
    const withdrawn =
      body.status === 'withdrawn'
        ? await excludeSessionsOfWithdrawn(tx, participantId, user.id)
        : undefined;
    const recordId = await insertConsentRecord(tx, {
      participantId,
      status: body.status,
      givenBy: body.givenBy ?? null,
      relation: body.relation ?? '',
      decidedOn: body.decidedOn ?? null,
      consentFormId,
      recordedBy: user.id,
    });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'participant.consent_recorded',
      entityType: 'participant',
      entityId: participantId,
      details: {
        status: body.status,
        recordId,
        ...(consentFormId !== null && { consentFormId }),
        ...withdrawn,
      },
    });
    return true;
  });
  return found ? consentOf(db, scope, participantId) : undefined;
}
