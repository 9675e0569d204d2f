// Records with long names, long unbroken words included, created through the API as the demo
// admin: the pages must wrap or truncate them, never scroll sideways at 390 px.
import type { Page } from '@playwright/test';
import type {
  ResearchInstitutesResponse,
  StaffResponse,
  StartSessionsResponse,
} from '@cogniplay/contract';
import { apiRequest } from './api.ts';
import { playThroughApi } from './assessments.ts';
import { DEMO_INSTITUTE_NAME } from './demo-accounts.ts';
import { acceptStaffInvitation } from './staff-invitation.ts';
import { addParticipant } from './participants.ts';

/** A word with no place to break, `length` characters long. */
const unbroken = (stem: string, length: number) =>
  stem.repeat(Math.ceil(length / stem.length)).slice(0, length);

/** The ids of the records behind every detail route. */
export interface LongNameRecords {
  instituteId: number;
  schoolId: number;
  staffUserId: number;
  /** A school administrator invited and not yet accepted: the page of the membership. */
  staffInvitationId: number;
  participantId: number;
  ruleFindingId: number;
  handGestureId: number;
  /** A locked assessment (its session exists, completed) and an editable one. */
  assessmentId: number;
  editableAssessmentId: number;
  sessionId: number;
}

/**
 * As the signed-in admin of `page`: an institute, a school of the demo institute (so that the demo
 * researcher sees it too) with a staff member, a participant of the demo institute, and one
 * instance of each game. `suffix` keeps the names of parallel runs apart.
 */
export async function createLongNameRecords(page: Page, suffix: string): Promise<LongNameRecords> {
  const institute = await apiRequest<{ id: number }>(page, 'POST', '/research-institutes', {
    name: `Forschungsinstitut ${unbroken('Entwicklungspsychologie', 70)} ${suffix} of Lifelong Learning and Cognitive Development`,
  });
  const { researchInstitutes } = await apiRequest<ResearchInstitutesResponse>(
    page,
    'GET',
    '/research-institutes',
  );
  const demoInstitute = researchInstitutes.find((entry) => entry.name === DEMO_INSTITUTE_NAME);
  if (!demoInstitute) throw new Error(`no institute named ${DEMO_INSTITUTE_NAME}`);
  // The 88-character school name of the issue, then an unbroken word.
  const { school } = await apiRequest<{ school: { id: number } }>(page, 'POST', '/schools', {
    schoolName: `Städtische Gemeinschaftsgrundschule am Nordpark mit offenem Ganztag und Sprachförderung ${unbroken('Grundschulverbund', 60)}${suffix}`,
    managingInstituteId: demoInstitute.id,
  });
  const staffEmail = `${unbroken('schuladministration', 80)}.${suffix}@${unbroken('gemeinschaftsgrundschule', 60)}.example`;
  await apiRequest(page, 'POST', `/schools/${school.id}/staff`, {
    email: staffEmail,
    isAdmin: true,
    isTeacher: false,
  });
  const staffUserId = await acceptStaffInvitation(page, school.id, staffEmail, {
    firstName: unbroken('Adelheid', 90),
    lastName: unbroken('Schulverwaltung', 90),
  });
  const invitedEmail = `${unbroken('Eingeladene.Schulleitung', 80)}.${suffix}@${unbroken('gemeinschaftsgrundschule', 60)}.example`;
  await apiRequest(page, 'POST', `/schools/${school.id}/staff`, {
    email: invitedEmail,
    isAdmin: true,
    isTeacher: false,
  });
  const { staff } = await apiRequest<StaffResponse>(page, 'GET', `/schools/${school.id}/staff`);
  const staffInvitation = staff.find((member) => member.email === invitedEmail);
  if (!staffInvitation) throw new Error(`${invitedEmail} is not on the staff list`);
  // In the long-named school, with the longest group label.
  const { participant } = await addParticipant(page, {
    subjectId: unbroken(`SUBJ${suffix}`, 64),
    firstName: unbroken('Maximiliane', 100),
    lastName: `von ${unbroken('Hohenzollern', 90)}`,
    researchInstituteId: demoInstitute.id,
    schoolId: school.id,
    group: unbroken('Klasse3b', 32),
  });
  const ruleFinding = await apiRequest<{ instance: { id: number } }>(
    page,
    'POST',
    '/games/rule-finding/instances',
    {
      label: unbroken(`rule-finding-label-${suffix}-`, 180),
      itemData: {
        rule: { $type: 'property', index: 0, value: 'on' },
        demonstrationItems: [
          { matchesRule: true, ruleFindingElement: { characteristics: ['on', 'off'] } },
        ],
        targetItems: [
          { matchesRule: true, ruleFindingElement: { characteristics: ['on', 'on'] } },
          { matchesRule: false, ruleFindingElement: { characteristics: ['off', 'on'] } },
        ],
      },
    },
  );
  const handGesture = await apiRequest<{ instance: { id: number } }>(
    page,
    'POST',
    '/games/hand-gesture/instances',
    {
      // A playable task (its page shows it as the child sees it), with a long unbroken note.
      taskData: {
        gesture: 'thumbs-up',
        hand: 'right',
        instructions: unbroken(`thumbs-up-${suffix}-`, 120),
      },
    },
  );
  // Assessments of the demo institute: one with a session of the participant (locked), one without.
  // The session is played to the end, so that its results, the assessment's accuracy chart and the
  // statistics page's charts show.
  const assessmentName = (kind: string) =>
    `Frühjahrsscreening ${kind} ${unbroken('Regelfindungsaufgaben', 80)} ${suffix}`;
  const locked = await apiRequest<{ assessment: { id: number } }>(page, 'POST', '/assessments', {
    name: assessmentName('gesperrt'),
    researchInstituteId: demoInstitute.id,
    instanceIds: [ruleFinding.instance.id],
  });
  const editable = await apiRequest<{ assessment: { id: number } }>(page, 'POST', '/assessments', {
    name: assessmentName('offen'),
    researchInstituteId: demoInstitute.id,
    instanceIds: [ruleFinding.instance.id],
  });
  const { sessions } = await apiRequest<StartSessionsResponse>(page, 'POST', '/sessions', {
    assessmentId: locked.assessment.id,
    participantIds: [participant.id],
  });
  if (!(await playThroughApi(page, sessions[0]!.playUrl))) {
    throw new Error(`session ${sessions[0]!.id} is not completed after answering every item`);
  }
  return {
    assessmentId: locked.assessment.id,
    editableAssessmentId: editable.assessment.id,
    sessionId: sessions[0]!.id,
    instituteId: institute.id,
    schoolId: school.id,
    staffUserId,
    staffInvitationId: staffInvitation.id,
    participantId: participant.id,
    ruleFindingId: ruleFinding.instance.id,
    handGestureId: handGesture.instance.id,
  };
}
