// A hand-gesture session against the real server, for the specs that play one: an instance of
// `taskData` (made by an admin), an assessment of it and a session for a new child (made by the
// signed-in researcher of `page`).
import type { Browser, Page } from '@playwright/test';
import type { AssessmentResponse, StartSessionsResponse } from '@cogniplay/contract';
import { apiRequest } from './api.ts';
import { unique } from './assessments.ts';
import { newPageAs, openSignedIn } from './signed-in.ts';
import { addParticipant } from './participants.ts';

export async function startHandGestureSession(
  page: Page,
  browser: Browser,
  taskData: Record<string, unknown>,
): Promise<{ sessionId: number; playUrl: string }> {
  const tag = unique();
  const admin = await newPageAs(browser, 'admin');
  const { instance } = await apiRequest<{ instance: { id: number } }>(
    admin,
    'POST',
    '/games/hand-gesture/instances',
    { taskData: { ...taskData, note: tag } },
  );
  await admin.close();
  await openSignedIn(page);
  const { assessment } = await apiRequest<AssessmentResponse>(page, 'POST', '/assessments', {
    name: `Hands ${tag}`,
    items: [{ game: 'hand-gesture', instanceId: instance.id }],
  });
  const { participant } = await addParticipant(page, {
    subjectId: `HG-${tag.toUpperCase()}`,
    firstName: 'Jonas',
    lastName: 'Berg',
  });
  const { sessions } = await apiRequest<StartSessionsResponse>(page, 'POST', '/sessions', {
    assessmentId: assessment.id,
    participantIds: [participant.id],
  });
  const { id: sessionId, playUrl } = sessions[0]!;
  return { sessionId, playUrl };
}
