// Rule-finding instances, participants, assessments and sessions for the assessment, session and
// play tests, on the two tenants of the organisations fixture.
import { randomUUID } from 'node:crypto';
import { gameInstances, participants } from '../../../src/db/schema/index.ts';
import { giveConsent } from '../../consent-fixture.ts';
import type { SubmitAnswerBody } from '@cogniplay/contract';
import {
  organisationsFixture,
  type OrganisationsFixture,
  type Persona,
} from '../organisations-fixture.ts';

export interface AssessmentsFixture extends OrganisationsFixture {
  /** Three instances; each has 3 target items, truths [false, true, false]. */
  instances: number[];
  /** Participants of institute A ('Mia Muster', A-1) and B (B-1). */
  participantA: number;
  participantB: number;
  insertInstance(targets?: boolean[]): Promise<number>;
  insertParticipant(instituteId: number | null, subjectId?: string): Promise<number>;
  /** An assessment of institute A (or the one given) created through the API; its id. */
  createAssessment(options?: {
    instituteId?: number;
    instanceIds?: number[];
    giveFeedback?: boolean;
    showDemonstration?: boolean;
  }): Promise<number>;
  /**
   * Answers one target item through the play API (touch, fixed client times); fails the test
   * unless the answer is stored (201).
   */
  answer(
    token: string,
    key: { position: number; itemIndex: number },
    response: 'fits' | 'does_not_fit',
    reactionTimeMs?: number,
    /** What else the page reports: early taps, hidden time. */
    reported?: Partial<SubmitAnswerBody>,
  ): Promise<void>;
  /** Starts the assessment for the participant as the persona; the session id and token. */
  startSession(
    assessmentId: number,
    participantId: number,
    persona?: Persona,
  ): Promise<{ id: number; token: string }>;
}

let sequence = 1000;

const item = (matchesRule: boolean, characteristics: string[]) => ({
  matchesRule,
  ruleFindingElement: { characteristics },
});

export async function assessmentsFixture(
  options: Parameters<typeof organisationsFixture>[0] = {},
): Promise<AssessmentsFixture> {
  const f = await organisationsFixture(options);

  async function insertInstance(targets = [false, true, false]): Promise<number> {
    sequence += 1;
    const [row] = await f.t.db
      .insert(gameInstances)
      .values({
        game: 'rule-finding',
        sequenceNumber: sequence,
        label: `Instance ${sequence}`,
        exerciseName: 'Exercise',
        content: {
          rule: { $type: 'property', index: 0, value: 'on' },
          demonstrationItems: [
            item(true, ['on', 'off', 'off', 'off']),
            item(false, ['off', 'on', 'on', 'on']),
          ],
          targetItems: targets.map((truth) =>
            item(truth, [truth ? 'on' : 'off', 'on', 'off', 'on']),
          ),
        },
        itemCount: targets.length,
        contentHash: randomUUID(),
      })
      .returning({ id: gameInstances.id });
    return row!.id;
  }

  async function insertParticipant(instituteId: number | null, subjectId: string = randomUUID()) {
    const [row] = await f.t.db
      .insert(participants)
      .values({ subjectId, firstName: 'Mia', lastName: 'Muster', researchInstituteId: instituteId })
      .returning({ id: participants.id });
    // Ready to play: consent given (a participant without institute has none to give).
    if (instituteId !== null) await giveConsent(f.t.db, [row!.id]);
    return row!.id;
  }

  const instances = [await insertInstance(), await insertInstance(), await insertInstance()];
  const participantA = await insertParticipant(f.instituteA, 'A-1');
  const participantB = await insertParticipant(f.instituteB, 'B-1');

  return {
    ...f,
    instances,
    participantA,
    participantB,
    insertInstance,
    insertParticipant,
    async createAssessment(o = {}) {
      const response = await f.post('/api/assessments', {
        name: `Assessment ${randomUUID().slice(0, 8)}`,
        researchInstituteId: o.instituteId ?? f.instituteA,
        instanceIds: o.instanceIds ?? instances,
        ...(o.giveFeedback === undefined ? {} : { giveFeedback: o.giveFeedback }),
        ...(o.showDemonstration === undefined ? {} : { showDemonstration: o.showDemonstration }),
      });
      if (response.statusCode !== 201) throw new Error(`assessment not created: ${response.body}`);
      return response.json().assessment.id as number;
    },
    async answer(token, { position, itemIndex }, response, reactionTimeMs = 800, reported = {}) {
      const answered = await f.t.app.inject({
        method: 'POST',
        url: `/api/play/${token}/answers`,
        payload: {
          position,
          itemIndex,
          response,
          reactionTimeMs,
          inputType: 'touch',
          clientShownAt: '2026-05-01T10:00:00.000Z',
          clientAnsweredAt: '2026-05-01T10:00:01.000Z',
          ...reported,
        },
      });
      if (answered.statusCode !== 201) throw new Error(`answer not stored: ${answered.body}`);
    },
    async startSession(assessmentId, participantId, persona = 'admin') {
      const response = await f.post(
        '/api/sessions',
        // A fresh session each time: tests start many for one participant.
        { assessmentId, participantIds: [participantId], anotherAttempt: true },
        persona,
      );
      if (response.statusCode !== 201) throw new Error(`session not started: ${response.body}`);
      const [session] = response.json().sessions;
      return { id: session.id, token: session.playUrl.split('/play/')[1] };
    },
  };
}
