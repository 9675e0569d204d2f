import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session, SessionState, SessionWithLink } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { sessionQueryOptions } from './api/get-session';
import { rememberSessionLink, sessionLinkQueryOptions } from './play-links';
import { SessionPage } from './session-page';

stubApi();

function session(state: SessionState, extra: Partial<Session> = {}): Session {
  return {
    id: 5,
    assessment: { id: 3, name: 'Spring screening' },
    participant: { id: 9, subjectId: 'S-009' },
    state,
    answeredCount: 4,
    totalCount: 12,
    createdAt: '2026-11-25T10:00:00.000Z',
    startedAt: state === 'not_started' ? null : '2026-11-25T10:05:00.000Z',
    completedAt: null,
    expiresAt: '2026-12-09T10:00:00.000Z',
    revokedAt: null,
    earlyEnd: null,
    ...extra,
  };
}

const withLink = (s: Session, token = 'abc'): SessionWithLink => ({
  ...s,
  playUrl: `https://cogniplay.test/play/${token}`,
  initials: 'AB',
  playCode: 'ABCDE-12345',
  schoolName: null,
  group: null,
});

function renderPage(s: Session, link?: SessionWithLink) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionQueryOptions(s.id).queryKey, { session: s });
  if (link) rememberSessionLink(queryClient, link);
  renderWithQuery(<SessionPage sessionId={s.id} />, { queryClient });
  return queryClient;
}

describe('SessionPage', () => {
  it('shows the state with the answered count, the participant and the assessment', async () => {
    renderPage(session('in_progress'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session of S-009' }),
    ).toBeVisible();
    expect(screen.getByText('In progress, 4 of 12 answered')).toBeVisible();
    expect(screen.getByRole('link', { name: 'S-009' })).toHaveAttribute('href', '/participants/9');
    expect(screen.getByRole('link', { name: 'Spring screening' })).toHaveAttribute(
      'href',
      '/assessments/3',
    );
  });

  it('right after the start: the link, Open here, Copy and the QR code', async () => {
    const s = session('not_started');
    renderPage(s, withLink(s));
    expect(await screen.findByText('Not started')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Play link' })).toHaveValue(
      'https://cogniplay.test/play/abc',
    );
    expect(screen.getByRole('link', { name: 'Open here' })).toHaveAttribute(
      'href',
      'https://cogniplay.test/play/abc',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(await screen.findByRole('img', { name: 'QR code of the play link' })).toBeVisible();
  });

  it('without the link: "New link" asks first, then shows the new one', async () => {
    const s = session('in_progress');
    vi.mocked(api.post).mockResolvedValue({ session: withLink(s, 'fresh') });
    const user = userEvent.setup();
    renderPage(s);
    expect(await screen.findByText(/is not kept/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Play link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    expect(within(dialog).getByText(/old link and its QR code stop working/)).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Make new link' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Play link' })).toHaveValue(
        'https://cogniplay.test/play/fresh',
      ),
    );
    expect(api.post).toHaveBeenCalledWith('/sessions/5/link');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('revokes after confirmation and forgets the link', async () => {
    const s = session('not_started');
    const revoked = session('revoked', { revokedAt: '2026-11-25T11:00:00.000Z' });
    vi.mocked(api.post).mockResolvedValue({ session: revoked });
    const user = userEvent.setup();
    const queryClient = renderPage(s, withLink(s));

    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke session' }));

    expect(await screen.findByText('This session can no longer be played.')).toBeVisible();
    expect(api.post).toHaveBeenCalledWith('/sessions/5/revoke');
    expect(screen.getAllByText('Revoked').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: 'Play link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New link' })).not.toBeInTheDocument();
    expect(queryClient.getQueryData(sessionLinkQueryOptions(5).queryKey)).toBeNull();
  });

  it.each(['completed', 'revoked'] as const)('offers nothing to play once %s', async (state) => {
    renderPage(session(state));
    expect(await screen.findByText('This session can no longer be played.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New link' })).not.toBeInTheDocument();
  });

  it('once expired, says so and offers "New link", which makes it playable again', async () => {
    const s = session('expired', { expiresAt: '2026-11-20T10:00:00.000Z' });
    vi.mocked(api.post).mockResolvedValue({
      session: withLink(session('in_progress'), 'again'),
    });
    const user = userEvent.setup();
    renderPage(s);
    expect(await screen.findByText(/link has expired/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make new link' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Play link' })).toHaveValue(
        'https://cogniplay.test/play/again',
      ),
    );
    expect(api.post).toHaveBeenCalledWith('/sessions/5/link');
  });
});
