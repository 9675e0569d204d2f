import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Researcher } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { renderWithQuery } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { researchersQueryOptions } from '../api/get-researchers';
import { ResearcherCard } from './researcher-card';

stubApi();

const pending: Researcher = {
  id: 5,
  firstName: '',
  lastName: '',
  email: 'new@lab.test',
  researchInstituteId: 7,
  status: 'pending',
  invitation: { sentAt: '2026-03-02T09:30:00.000Z', expiresAt: '2026-03-09T09:30:00.000Z' },
};

function renderCard(researcher: Researcher) {
  return renderWithQuery(
    <ul>
      <ResearcherCard researcher={researcher} />
    </ul>,
  );
}

describe('ResearcherCard', () => {
  it('shows a pending researcher without names, with the dates of the invitation', async () => {
    renderCard(pending);
    const title = await screen.findByText('Pending onboarding');
    expect(title).toBeVisible();
    const card = title.closest('li')!;
    expect(card).toHaveTextContent('Sent');
    expect(card).toHaveTextContent('Expired');
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(card).toHaveTextContent(date.format(new Date(pending.invitation!.sentAt)));
    expect(card).toHaveTextContent(date.format(new Date(pending.invitation!.expiresAt)));
  });

  it('resends with a toast and refetches the list', async () => {
    const user = userEvent.setup();
    vi.mocked(api.post).mockResolvedValue(undefined);
    const { queryClient } = renderCard(pending);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation to new@lab.test' }),
    );
    expect(api.post).toHaveBeenCalledWith('/researchers/5/invitation');
    expect(await screen.findByText('Invitation sent again')).toBeVisible();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: researchersQueryOptions(7).queryKey });
  });

  it('revokes only after a confirmation', async () => {
    const user = userEvent.setup();
    vi.mocked(api.delete).mockResolvedValue(undefined);
    renderCard(pending);
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invitation of new@lab.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation?' });
    expect(api.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(api.delete).toHaveBeenCalledWith('/researchers/5/invitation');
    expect(await screen.findByText('The invitation of new@lab.test was revoked.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an accepted researcher by name, without invitation controls', async () => {
    renderCard({
      ...pending,
      firstName: 'Ada',
      lastName: 'Lab',
      status: 'active',
      invitation: null,
    });
    const name = await screen.findByText('Ada Lab');
    expect(name).toBeVisible();
    // Within the card: toasts of earlier tests (list items too) may still be on screen.
    const card = name.closest('li');
    expect(card).not.toBeNull();
    expect(within(card!).queryByRole('button')).not.toBeInTheDocument();
  });
});
