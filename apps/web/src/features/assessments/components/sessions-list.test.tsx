import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countScores, type ScoredSession } from '@cogniplay/contract';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { sessionsQueryOptions } from '../api/get-sessions';
import { SessionsList } from './sessions-list';

function session(id: number): ScoredSession {
  return {
    id,
    assessment: { id: 3, name: 'Spring screening' },
    participant: { id: 100 + id, subjectId: `S-${id}` },
    state: 'not_started',
    answeredCount: 0,
    totalCount: 6,
    createdAt: '2026-11-25T10:00:00.000Z',
    startedAt: null,
    completedAt: null,
    expiresAt: '2026-12-09T10:00:00.000Z',
    revokedAt: null,
    earlyEnd: null,
    scores: { ...countScores(0, 0, 6), games: [] },
  };
}

describe('SessionsList', () => {
  it('shows 50 sessions, and 50 more on each "Show more"', async () => {
    const queryClient = testQueryClient();
    const filter = { assessmentId: 3 };
    queryClient.setQueryData(sessionsQueryOptions(filter).queryKey, {
      sessions: Array.from({ length: 120 }, (_, n) => session(n + 1)),
    });
    renderWithQuery(<SessionsList filter={filter} by="participant" emptyText="None" />, {
      queryClient,
    });

    expect(await screen.findAllByTestId('session-row')).toHaveLength(50);
    expect(screen.getByText('50 of 120 shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(screen.getAllByTestId('session-row')).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(screen.getAllByTestId('session-row')).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
    // The button is gone: the focus moves to the count beside it, not to the page's start.
    await vi.waitFor(() => expect(screen.getByText('120 of 120 shown')).toHaveFocus());
  });
});
