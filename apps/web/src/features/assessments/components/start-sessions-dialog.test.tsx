import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithQuery } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import type { StartTarget } from '../open-sessions';
import { startedBatchQueryOptions } from '../play-links';
import { StartSessionsDialog, type RenderParticipantChooser } from './start-sessions-dialog';
import { startedSession } from './started-session.fixture';

stubApi();

const PEOPLE: StartTarget[] = [
  { id: 1, subjectId: 'S-1', consentStatus: 'given' },
  { id: 2, subjectId: 'S-2', consentStatus: 'given' },
  { id: 3, subjectId: 'S-3', consentStatus: 'given' },
  { id: 4, subjectId: 'S-4', consentStatus: 'refused' },
];

/** A stand-in for the participants' chooser: one toggle per participant. */
const chooser: RenderParticipantChooser = ({ chosen, onChosenChange }) => (
  <div>
    {PEOPLE.map((person) => {
      const on = chosen.some((c) => c.id === person.id);
      return (
        <button
          key={person.id}
          type="button"
          aria-pressed={on}
          onClick={() =>
            onChosenChange(on ? chosen.filter((c) => c.id !== person.id) : [...chosen, person])
          }
        >
          {person.subjectId}
        </button>
      );
    })}
  </div>
);

const started = (id: number, participantId: number) =>
  startedSession(id, participantId, { id: 7, name: 'Spring screening' });

function renderDialog(locked = false, renderChooser = chooser) {
  const rendered = renderWithQuery(
    <StartSessionsDialog
      assessment={{ id: 7, name: 'Spring screening', locked, researchInstitute: { id: 4 } }}
      renderChooser={renderChooser}
    />,
    { path: '/assessments/7' },
  );
  return rendered;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Start sessions' }));
  return screen.findByRole('dialog', { name: 'Start sessions' });
}

describe('StartSessionsDialog', () => {
  beforeEach(() => {
    // The institute's sessions need consent (S-4's is refused).
    vi.mocked(api.get).mockResolvedValue({ sessionsNeedConsent: true, forms: [] });
  });

  it('starts the assessment for the participants chosen and opens their sheet', async () => {
    vi.mocked(api.post).mockResolvedValue({
      batchId: 5,
      sessions: [started(60, 1), started(61, 3)],
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderDialog();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription(
      'Choose the participants who play “Spring screening”. A printable sheet with their play links follows.',
    );
    // Not locked yet: the first start locks it, and the dialog says so.
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'The first start locks the assessment',
    );

    // Nobody chosen: refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose at least one participant',
    );
    expect(api.post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'S-1' }));
    await user.click(within(dialog).getByRole('button', { name: 'S-3' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Start for 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/print'));
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/sessions', { assessmentId: 7, participantIds: [1, 3] });
    const { batch } = router.state.location.search as { batch: number };
    expect(queryClient.getQueryData(startedBatchQueryOptions(batch).queryKey)).toHaveLength(2);
  });

  it('leaves out those without consent given, says how many and why, and starts the others', async () => {
    vi.mocked(api.post).mockResolvedValue({ batchId: 5, sessions: [started(60, 1)] });
    const user = userEvent.setup();
    renderDialog(true);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'S-4' }));
    const note = await within(dialog).findByTestId('left-out-for-consent');
    expect(note).toHaveTextContent(
      "S-4 cannot play yet: their parents' consent is refused. Sessions of this institute need consent given",
    );
    expect(within(dialog).getByRole('button', { name: 'Start' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'S-1' }));
    expect(note).toHaveTextContent('1 of the 2 chosen is left out');
    expect(within(note).getByRole('list')).toHaveTextContent('S-4 (refused)');
    await user.click(within(dialog).getByRole('button', { name: 'Start for 1' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith('/sessions', { assessmentId: 7, participantIds: [1] });
  });

  it("has the chooser offer the assessment's institute's participants only", async () => {
    const spy = vi.fn<RenderParticipantChooser>(chooser);
    const user = userEvent.setup();
    renderDialog(false, spy);
    await openDialog(user);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ researchInstituteId: 4 }));
  });

  it('starts once for a double click', async () => {
    let resolve: (value: unknown) => void = () => {};
    vi.mocked(api.post).mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    const { router } = renderDialog(true);
    const dialog = await openDialog(user);
    // Locked already: nothing to warn about.
    expect(within(dialog).queryByRole('note')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'S-2' }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Start for 1' }));
    expect(await within(dialog).findByRole('button', { name: 'Starting...' })).toBeDisabled();
    resolve({ batchId: 5, sessions: [started(62, 2)] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/print'));
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('names those with an open session, and starts for the others only when asked', async () => {
    vi.mocked(api.post)
      .mockRejectedValueOnce(
        new ApiError({
          status: 409,
          title: 'Conflict',
          errors: [{ path: '/body/participantIds/1', message: 'S-2 has an open session' }],
        }),
      )
      .mockResolvedValueOnce({ batchId: 5, sessions: [started(60, 1), started(61, 3)] });
    const user = userEvent.setup();
    const { router } = renderDialog(true);
    const dialog = await openDialog(user);
    for (const name of ['S-1', 'S-2', 'S-3']) {
      await user.click(within(dialog).getByRole('button', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Start for 3' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(
      '1 of these 3 participants already has an open session of this assessment',
    );
    expect(within(refusal).getByRole('listitem')).toHaveTextContent('S-2');
    expect(refusal).toHaveFocus();
    expect(
      within(dialog).getByRole('button', { name: 'Start for all 3, with another attempt' }),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Start for the other 2 only' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/print'));
    expect(api.post).toHaveBeenLastCalledWith('/sessions', {
      assessmentId: 7,
      participantIds: [1, 3],
    });
  });
});
