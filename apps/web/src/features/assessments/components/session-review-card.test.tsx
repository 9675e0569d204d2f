import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionReview } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { sessionReviewQueryOptions } from '../api/session-review';
import { SessionReviewCard } from './session-review-card';

stubApi();

function renderCard(review: SessionReview) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionReviewQueryOptions(5).queryKey, review);
  renderWithQuery(<SessionReviewCard sessionId={5} />, { queryClient });
}

describe('SessionReviewCard', () => {
  it('asks for a reason before excluding, then saves codes, notes and the exclusion', async () => {
    const excluded: SessionReview = {
      notes: 'Fire drill at 10:05',
      irregularities: ['noise', 'interruption'],
      exclusion: { reason: 'Fire drill', at: '2026-11-02T10:30:00Z', by: { id: 2, name: 'Rita' } },
    };
    vi.mocked(api.patch).mockResolvedValue(excluded);
    const user = userEvent.setup();
    renderCard({ notes: '', irregularities: [], exclusion: null });

    await user.click(await screen.findByLabelText('Interruption'));
    await user.click(screen.getByLabelText('Noise'));
    await user.type(screen.getByLabelText('Notes'), 'Fire drill at 10:05');
    await user.click(screen.getByLabelText('Exclude from analysis'));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give the reason for the exclusion.',
    );
    expect(api.patch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Reason'), 'Fire drill');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    expect(api.patch).toHaveBeenCalledWith('/sessions/5/review', {
      notes: 'Fire drill at 10:05',
      // In the codes' own order, whatever order they were ticked in.
      irregularities: ['noise', 'interruption'],
      exclusion: { reason: 'Fire drill' },
    });
    const note = await screen.findByTestId('session-excluded');
    expect(note).toHaveTextContent('Excluded from analysis by Rita');
    expect(within(note).getByText(/Fire drill\. The results' summaries leave/)).toBeVisible();
  });

  it('takes an excluded session back into analysis', async () => {
    vi.mocked(api.patch).mockResolvedValue({ notes: '', irregularities: [], exclusion: null });
    const user = userEvent.setup();
    renderCard({
      notes: '',
      irregularities: [],
      exclusion: { reason: 'Wrong child', at: '2026-11-02T10:30:00Z', by: null },
    });
    expect(await screen.findByTestId('session-excluded')).toHaveTextContent('a removed account');
    await user.click(screen.getByLabelText('Exclude from analysis'));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith('/sessions/5/review', {
        notes: '',
        irregularities: [],
        exclusion: null,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('session-excluded')).toBeNull());
  });
});
