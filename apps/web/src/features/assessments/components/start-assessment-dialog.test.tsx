import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentSummary } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithQuery } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { sessionLinkQueryOptions, startedBatchQueryOptions } from '../play-links';
import { StartAssessmentDialog } from './start-assessment-dialog';
import { startedSession } from './started-session.fixture';

stubApi();

function assessment(id: number, name: string, instituteId: number): AssessmentSummary {
  return {
    id,
    name,
    researchInstitute: { id: instituteId, name: `Institute ${instituteId}` },
    settings: {
      showDemonstration: true,
      giveFeedback: false,
      pictureSet: 'creatures',
      instanceOrder: 'fixed',
      shuffleItems: false,
    },
    instanceCount: 3,
    locked: false,
    sessionCounts: {
      total: 0,
      notStarted: 0,
      inProgress: 0,
      completed: 0,
      declined: 0,
      stopped: 0,
      expired: 0,
      revoked: 0,
    },
    createdAt: '2026-11-25T10:00:00.000Z',
  };
}

const started = (id: number, participantId: number) => startedSession(id, participantId);

describe('StartAssessmentDialog', () => {
  beforeEach(() => {
    vi.mocked(api.get).mockResolvedValue({
      assessments: [assessment(1, 'Spring screening', 4), assessment(2, 'Other lab', 7)],
    });
  });

  it("offers the participant's institute's assessments and opens the new session", async () => {
    vi.mocked(api.post).mockResolvedValue({ batchId: 5, sessions: [started(50, 9)] });
    const user = userEvent.setup();
    const { router, queryClient } = renderWithQuery(
      <StartAssessmentDialog
        participants={[{ id: 9, subjectId: 'S-9', consentStatus: 'given' }]}
        instituteId={4}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Start assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start assessment' });
    const select = await within(dialog).findByLabelText('Assessment');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an assessment', 'Spring screening']);

    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(
      await within(dialog).findByText('Choose an assessment', { selector: 'p' }),
    ).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();

    await user.selectOptions(select, 'Spring screening');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/50'));
    expect(api.post).toHaveBeenCalledWith('/sessions', { assessmentId: 1, participantIds: [9] });
    // The link is in memory for the session page, nowhere else.
    expect(queryClient.getQueryData(sessionLinkQueryOptions(50).queryKey)).toMatchObject({
      playUrl: 'https://cogniplay.test/play/t50',
    });
  });

  it('starts for many participants and opens the printable sheet', async () => {
    vi.mocked(api.post).mockResolvedValue({
      batchId: 5,
      sessions: [started(60, 1), started(61, 2)],
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderWithQuery(
      <StartAssessmentDialog
        mode="shown"
        participants={[
          { id: 1, subjectId: 'S-1', consentStatus: 'given' },
          { id: 2, subjectId: 'S-2', consentStatus: 'given' },
        ]}
      />,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Start assessment for all 2 shown' }),
    );
    const dialog = await screen.findByRole('dialog');
    // Without a known institute every assessment is offered, named with its institute.
    await user.selectOptions(
      await within(dialog).findByLabelText('Assessment'),
      'Other lab · Institute 7',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/print'));
    expect(api.post).toHaveBeenCalledWith('/sessions', { assessmentId: 2, participantIds: [1, 2] });
    const { batch } = router.state.location.search as { batch: number };
    expect(queryClient.getQueryData(startedBatchQueryOptions(batch).queryKey)).toHaveLength(2);
  });

  it('says so when the participant has no institute', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <StartAssessmentDialog
        participants={[{ id: 9, subjectId: 'S-9', consentStatus: 'given' }]}
        instituteId={null}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Start assessment' }));
    expect(await screen.findByText(/belongs to no research institute/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('focuses the choice of assessment on opening, even while the assessments load', async () => {
    vi.mocked(api.get).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderWithQuery(
      <StartAssessmentDialog
        participants={[{ id: 9, subjectId: 'S-9', consentStatus: 'given' }]}
        instituteId={4}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Start assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start assessment' });
    expect(within(dialog).getByLabelText('Assessment')).toHaveFocus();
  });

  it('says on the button whether it starts for the selection or for everyone shown', async () => {
    renderWithQuery(
      <StartAssessmentDialog
        mode="selected"
        participants={[
          { id: 1, subjectId: 'S-1', consentStatus: 'given' },
          { id: 2, subjectId: 'S-2', consentStatus: 'given' },
          { id: 3, subjectId: 'S-3', consentStatus: 'given' },
        ]}
      />,
    );
    expect(
      await screen.findByRole('button', { name: 'Start assessment for 3 selected' }),
    ).toBeVisible();
  });

  it('names a child who has an open session; another attempt is a second, deliberate choice', async () => {
    vi.mocked(api.post)
      .mockRejectedValueOnce(
        new ApiError({
          status: 409,
          title: 'Conflict',
          detail: '1 of the participants already have an open session of this assessment.',
          errors: [
            {
              path: '/body/participantIds/0',
              message: 'S-9 has an open session of this assessment (session 41)',
            },
          ],
        }),
      )
      .mockResolvedValueOnce({ batchId: 5, sessions: [started(50, 9)] });
    const user = userEvent.setup();
    const { router } = renderWithQuery(
      <StartAssessmentDialog
        participants={[{ id: 9, subjectId: 'S-9', consentStatus: 'given' }]}
        instituteId={4}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Start assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start assessment' });
    await user.selectOptions(
      await within(dialog).findByLabelText('Assessment'),
      'Spring screening',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(
      'S-9 already has an open session of this assessment. Its play link still works',
    );
    // The refusal takes the focus: a second Enter does not start another attempt.
    expect(refusal).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Start' })).toBeNull();
    // No toast: the dialog says it.
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Start another attempt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/50'));
    expect(api.post).toHaveBeenLastCalledWith('/sessions', {
      assessmentId: 1,
      participantIds: [9],
      anotherAttempt: true,
    });
  });
});
