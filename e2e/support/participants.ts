// Participants for the end-to-end specs, made through the API as the signed-in user of a page,
// ready to play: with their parents' consent recorded as given on their institute's first form
// (every institute's sessions need consent, the demo institute's too).
import type { Page } from '@playwright/test';
import type {
  ConsentSettings,
  ConsentStatus,
  CreateParticipantBody,
  ParticipantDetail,
  ParticipantResponse,
} from '@cogniplay/contract';
import { apiRequest } from './api.ts';

/** Adds the participant and records consent given for them; the created participant. */
export async function addParticipant(
  page: Page,
  body: CreateParticipantBody,
): Promise<ParticipantResponse> {
  const created = await apiRequest<ParticipantResponse>(page, 'POST', '/participants', body);
  await recordConsent(page, created.participant, 'given');
  return created;
}

/** Records a parent's decision for the participant, on their institute's first consent form. */
export async function recordConsent(
  page: Page,
  participant: Pick<ParticipantDetail, 'id' | 'researchInstitute'>,
  status: Exclude<ConsentStatus, 'not_asked'>,
): Promise<void> {
  const institute = participant.researchInstitute;
  if (!institute) throw new Error('a participant without institute cannot be given consent');
  const { forms } = await apiRequest<ConsentSettings>(
    page,
    'GET',
    `/research-institutes/${institute.id}/consent`,
  );
  const [form] = forms;
  if (!form) throw new Error(`institute ${institute.id} has no consent form`);
  await apiRequest(page, 'POST', `/participants/${participant.id}/consent`, {
    status,
    givenBy: 'parent',
    decidedOn: new Date().toISOString().slice(0, 10),
    consentFormId: form.id,
  });
}
