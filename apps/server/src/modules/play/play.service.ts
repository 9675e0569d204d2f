// The play API's rules. A token opens its own session only. An unknown token gets one and the
// same 404 (a guesser learns nothing); a real token whose session is completed, revoked or
// expired gets 410 with its `reason`, so that the tablet can tell the adult what happened: only
// a holder of the token, which is the credential, learns it. Answers
// are idempotent by (session, position, item): the unique constraint decides which of two racing
// requests stores the row; the other compares its content with the stored one (200 or 409).
// A new answer costs its share of one statement (answer-batches.ts), not a transaction: at a
// school's rate (hundreds a second) every round trip counts, on the embedded database most of all.
import {
  answerKeyError,
  earlyEndState,
  isSameAnswer,
  participantInitials,
  sessionOrder,
  type PlayLinkGoneReason,
  type PlaySession,
  type EndSessionBody,
  type EndSessionResponse,
  type SubmitAnswerBody,
  type SubmitAnswerResponse,
} from '@cogniplay/contract';
import { participantNames } from '../../db/lookups.ts';
import type { Db } from '../../db/client.ts';
import { httpError, HttpProblem } from '../../lib/http-problem.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { PlayCaches, PlayContent, PlayContentCache } from './play-content.ts';
import {
  answeredKeys,
  bindDevice,
  endSessionEarly,
  findAnswer,
  findSessionByTokenHash,
  markStarted,
  type AnswerToStore,
  type PlaySessionRow,
  type StoredCount,
} from './play.repository.ts';

/** Stores an answer where its link is open and its key new (answer-batches.ts). */
export type StoreAnswer = (answer: AnswerToStore) => Promise<StoredCount | undefined>;

export const PLAY_LINK_NOT_FOUND_DETAIL =
  'This play link does not work. Check the link, or ask for a new one.';
export const PLAY_LINK_GONE_DETAILS: Record<PlayLinkGoneReason, string> = {
  completed: 'This session is completed: every answer is stored.',
  revoked: 'This play link was withdrawn by the researcher. Ask for a new link.',
  expired: 'This play link has expired. Ask for a new link.',
  declined: 'The child chose not to play: this session is over.',
  stopped: 'This session was stopped on the tablet: it is over.',
};
export const PLAY_LINK_IN_USE_DETAIL =
  'This play link is in use on another tablet. An adult can move the session to this one.';
export const ANSWER_CONFLICT_DETAIL =
  'A different answer to this item is stored already; an answer cannot be changed.';
export const END_CONFLICT_DETAIL =
  'This session ended early already, for another reason; an end cannot be changed.';

/** The one answer to an unknown link: the same body for each. */
export const linkNotFound = () => new HttpProblem(404, { detail: PLAY_LINK_NOT_FOUND_DETAIL });
/** A real link that no longer plays, and why. */
const linkGone = (reason: PlayLinkGoneReason) =>
  new HttpProblem(410, { detail: PLAY_LINK_GONE_DETAILS[reason], extensions: { reason } });
const completed = () => linkGone('completed');
const inUseElsewhere = () => new HttpProblem(423, { detail: PLAY_LINK_IN_USE_DETAIL });

/** 423 unless the session is bound to `deviceId` or to no device. */
function checkDevice(session: PlaySessionRow, deviceId: string | undefined): void {
  if (session.deviceId !== null && session.deviceId !== deviceId) throw inUseElsewhere();
}

/**
 * The session of a real, unrevoked, unexpired link that did not end early (it may be
 * completed); 404 for an unknown token, 410 `revoked`, `expired`, `declined` or `stopped` for a
 * real one that stopped working.
 */
function openable(session: PlaySessionRow | undefined, now = new Date()): PlaySessionRow {
  if (!session) throw linkNotFound();
  if (session.revokedAt !== null) throw linkGone('revoked');
  if (session.earlyEnd !== null) throw linkGone(earlyEndState(session.earlyEnd.reason));
  // A completed session stays completed after its link's expiry: 410 `completed` tells the page
  // to show the end screen.
  if (session.completedAt === null && session.expiresAt.getTime() <= now.getTime()) {
    throw linkGone('expired');
  }
  return session;
}

async function contentOf(db: Db, content: PlayContentCache, assessmentId: number) {
  const found = await content(db, assessmentId);
  if (!found) throw new Error(`assessment ${assessmentId} of a session not found`);
  return found;
}

export async function readPlaySession(
  db: Db,
  content: PlayContentCache,
  tokenHash: string,
  deviceId: string | undefined,
): Promise<Omit<PlaySession, 'instances'> & Pick<PlayContent, 'instances'>> {
  const session = openable(await findSessionByTokenHash(db, tokenHash));
  if (session.completedAt !== null) throw completed();
  checkDevice(session, deviceId);
  const [play, names, answered] = await Promise.all([
    contentOf(db, content, session.assessmentId),
    participantNames(db, session.participantId),
    answeredKeys(db, session.id),
  ]);
  if (!names) throw new Error('participant of a session not found');
  return {
    initials: participantInitials(names),
    settings: play.settings,
    instances: play.instances,
    order: sessionOrder(play.settings, play.targetItemCounts, session),
    answered,
    totalCount: play.totalCount,
  };
}

/** Marks the session started, and binds it to the device that starts it first (then 423). */
export async function startPlaySession(
  db: Db,
  tokenHash: string,
  deviceId: string | undefined,
): Promise<void> {
  const session = openable(await findSessionByTokenHash(db, tokenHash));
  if (session.completedAt !== null) throw completed();
  checkDevice(session, deviceId);
  const bound = await markStarted(db, session.id, deviceId);
  if (bound !== null && bound !== deviceId) throw inUseElsewhere();
}

/**
 * Moves the session to `deviceId` (an adult's deliberate "continue here"): the device it was
 * bound to is refused from now on. Audited when it changes anything.
 */
export async function moveSession(db: Db, tokenHash: string, deviceId: string): Promise<void> {
  const session = openable(await findSessionByTokenHash(db, tokenHash));
  if (session.completedAt !== null) throw completed();
  await db.transaction(async (tx) => {
    if (await bindDevice(tx, session.id, deviceId)) {
      await recordAudit(tx, {
        actorUserId: null,
        action: 'session.moved',
        entityType: 'session',
        entityId: String(session.id),
        details: {},
      });
    }
  });
}

/**
 * Ends the session early: the child declined, or an adult stopped it (`POST …/end`). 201 the
 * first time, in one transaction with its audit entry (no actor: the tablet signs in as nobody);
 * 200 when it ended so before (a queued end sent again), 409 when it ended otherwise; 410 for a
 * completed, revoked or expired session, 423 from another device.
 */
export async function endPlaySession(
  db: Db,
  tokenHash: string,
  body: EndSessionBody,
  deviceId: string | undefined,
): Promise<{ status: 200 | 201; body: EndSessionResponse }> {
  const session = await findSessionByTokenHash(db, tokenHash);
  if (session?.earlyEnd) {
    const same =
      session.earlyEnd.reason === body.reason &&
      session.earlyEnd.stopReason === (body.stopReason ?? null);
    if (!same) throw httpError.conflict(END_CONFLICT_DETAIL);
    return { status: 200, body: { earlyEnd: session.earlyEnd } };
  }
  const open = openable(session);
  if (open.completedAt !== null) throw completed();
  checkDevice(open, deviceId);
  const ended = await db.transaction(async (tx) => {
    const result = await endSessionEarly(tx, open.id, body);
    if (!result) return undefined;
    await recordAudit(tx, {
      actorUserId: null,
      action: 'session.ended_early',
      entityType: 'session',
      entityId: String(open.id),
      details: {
        reason: body.reason,
        stopReason: body.stopReason ?? null,
        keptAnswers: result.keptAnswers,
        discardedAnswers: result.earlyEnd.discardedAnswers,
      },
    });
    return result.earlyEnd;
  });
  if (ended) return { status: 201, body: { earlyEnd: ended } };
  // Completed, revoked or ended between the read and the lock: answer as a new request would.
  return endPlaySession(db, tokenHash, body, deviceId);
}

export interface AnswerOutcome {
  status: 200 | 201;
  body: SubmitAnswerResponse;
}

function outcome(
  status: 200 | 201,
  body: SubmitAnswerBody,
  correct: boolean,
  play: PlayContent,
  answeredCount: number,
  isCompleted: boolean,
): AnswerOutcome {
  return {
    status,
    body: {
      answer: {
        position: body.position,
        itemIndex: body.itemIndex,
        // The truth of a target item leaves the server only where the child is told anyway.
        ...(play.settings.giveFeedback ? { correct } : {}),
      },
      answeredCount,
      totalCount: play.totalCount,
      completed: isCompleted,
    },
  };
}

/**
 * Stores one answer: 201 the first time, 200 for the same answer again (even after completion),
 * 409 for a different one, 410 for a new answer to a completed session, 400 for a key outside
 * the assessment. The statement that stores the last answer completes the session.
 */
export async function submitAnswer(
  db: Db,
  { content, assessmentOfToken }: PlayCaches,
  store: StoreAnswer,
  tokenHash: string,
  body: SubmitAnswerBody,
  deviceId: string | undefined,
): Promise<AnswerOutcome> {
  let assessmentId = assessmentOfToken.get(tokenHash);
  if (assessmentId === undefined) {
    assessmentId = openable(await findSessionByTokenHash(db, tokenHash)).assessmentId;
    assessmentOfToken.set(tokenHash, assessmentId);
  }
  const play = await contentOf(db, content, assessmentId);
  const keyError = answerKeyError(body, play.targetItemCounts);
  if (keyError) {
    // A link that no longer works says only that, whatever it sends.
    openable(await findSessionByTokenHash(db, tokenHash));
    throw httpError.badRequest('The answer names no item of this session.', [keyError]);
  }
  // The answered instance's game checks what the answer says, and decides once what it counts
  // as; the database keeps its outcome.
  const game = play.games[body.position]!;
  const response = game.responseSchema.safeParse(body.response);
  if (!response.success) {
    openable(await findSessionByTokenHash(db, tokenHash));
    throw httpError.badRequest(
      'The answer does not fit its game.',
      response.error.issues.map((issue) => ({
        path: ['/body/response', ...issue.path.map(String)].join('/'),
        message: issue.message,
      })),
    );
  }
  const inputProblem = game.inputTypeProblem(response.data, body.inputType);
  if (inputProblem) {
    openable(await findSessionByTokenHash(db, tokenHash));
    throw httpError.badRequest('The answer does not fit its game.', [
      { path: '/body/inputType', message: inputProblem },
    ]);
  }
  const judged = game.judge(response.data, play.truths[body.position]![body.itemIndex]);
  const correct = game.isCorrect(judged);

  // The statement checks that the link still opens the session: the usual answer needs no other.
  const stored = await store({
    ...body,
    // Parsed from the request's JSON: JSON still.
    response: response.data as SubmitAnswerBody['response'],
    tokenHash,
    game: game.slug,
    instanceId: play.instanceIds[body.position]!,
    outcome: judged,
    correct,
    totalCount: play.totalCount,
    deviceId,
  });
  if (stored) return outcome(201, body, correct, play, stored.answeredCount, stored.completed);

  // Nothing stored: the link stopped working or is in use on another device, or the key was
  // stored before (the same answer sent again: 200; a different one: 409).
  const session = openable(await findSessionByTokenHash(db, tokenHash));
  if (session.completedAt === null) checkDevice(session, deviceId);
  const previous = await findAnswer(db, session.id, body);
  if (!previous) {
    if (session.completedAt !== null) throw completed();
    // Open by this server's clock, expired by the database's: the link has just expired.
    throw linkGone('expired');
  }
  if (!isSameAnswer(previous, body)) throw httpError.conflict(ANSWER_CONFLICT_DETAIL);
  return outcome(
    200,
    body,
    previous.correct,
    play,
    previous.answeredCount,
    previous.sessionCompleted,
  );
}
