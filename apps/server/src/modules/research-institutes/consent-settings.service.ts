// An institute's consent settings: the gate ("sessions need consent"), its retention rules and
// its consent forms. Admins reach every institute's, a researcher their own institute's
// (another's is not found).
import type {
  ConsentForm,
  ConsentSettings,
  CreateConsentFormBody,
  UpdateConsentSettingsBody,
} from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { findInstituteSettings } from '../../db/lookups.ts';
import { recordAudit } from '../../db/record-audit.ts';
import { instituteMemberScopeOf } from '../../identity/access-policy.ts';
import { httpError } from '../../lib/http-problem.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  insertConsentForm,
  listConsentForms,
  updateInstituteSettings,
} from './consent-settings.repository.ts';

/** 404 unless the user acts for the institute (403 for someone who acts for none). */
function checkInstituteInScope(user: AuthUser, researchInstituteId: number): void {
  const scope = instituteMemberScopeOf(user);
  if (scope !== 'all' && scope.researchInstituteId !== researchInstituteId) {
    throw httpError.notFound('Research institute');
  }
}

export async function consentSettings(
  db: Db,
  user: AuthUser,
  researchInstituteId: number,
): Promise<ConsentSettings> {
  checkInstituteInScope(user, researchInstituteId);
  const settings = await findInstituteSettings(db, researchInstituteId);
  if (!settings) throw httpError.notFound('Research institute');
  return { ...settings, forms: await listConsentForms(db, researchInstituteId) };
}

/**
 * Changes the gate, the retention rules and what a stop does to answers, each audited when it
 * changes (none of them is personal data).
 */
export async function updateConsentSettings(
  db: Db,
  user: AuthUser,
  researchInstituteId: number,
  body: UpdateConsentSettingsBody,
): Promise<ConsentSettings> {
  checkInstituteInScope(user, researchInstituteId);
  await db.transaction(async (tx) => {
    const current = await findInstituteSettings(tx, researchInstituteId, { lock: true });
    if (!current) throw httpError.notFound('Research institute');
    const changes = Object.fromEntries(
      (['sessionsNeedConsent', 'retentionMonths', 'studyEndsOn', 'answersAfterStop'] as const)
        .filter((key) => body[key] !== undefined && body[key] !== current[key])
        .map((key) => [key, body[key]]),
    );
    if (Object.keys(changes).length === 0) return;
    await updateInstituteSettings(tx, researchInstituteId, changes);
    const audit = (action: string, details: Record<string, unknown>) =>
      recordAudit(tx, {
        actorUserId: user.id,
        action,
        entityType: 'research_institute',
        entityId: researchInstituteId,
        details,
      });
    if ('sessionsNeedConsent' in changes) {
      await audit('research_institute.consent_gate_changed', {
        sessionsNeedConsent: changes.sessionsNeedConsent,
      });
    }
    if ('retentionMonths' in changes || 'studyEndsOn' in changes) {
      const { sessionsNeedConsent: _gate, answersAfterStop: _stop, ...retention } = changes;
      await audit('research_institute.retention_changed', retention);
    }
    if ('answersAfterStop' in changes) {
      await audit('research_institute.answers_after_stop_changed', {
        answersAfterStop: changes.answersAfterStop,
      });
    }
  });
  return consentSettings(db, user, researchInstituteId);
}

/** Stores a form (never changed afterwards), audited; 409 for a title, version and language taken. */
export async function createConsentForm(
  db: Db,
  user: AuthUser,
  researchInstituteId: number,
  body: CreateConsentFormBody,
): Promise<ConsentForm> {
  checkInstituteInScope(user, researchInstituteId);
  return db.transaction(async (tx) => {
    if (!(await findInstituteSettings(tx, researchInstituteId))) {
      throw httpError.notFound('Research institute');
    }
    const form = await insertConsentForm(tx, {
      researchInstituteId,
      title: body.title,
      version: body.version,
      language: body.language,
      body: body.body,
      createdBy: user.id,
    });
    if (form === 'duplicate') {
      throw httpError.conflict(
        'This institute already has a consent form of this title, version and language.',
      );
    }
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'consent_form.created',
      entityType: 'consent_form',
      entityId: form.id,
      details: { researchInstituteId, version: form.version, language: form.language },
    });
    return form;
  });
}
