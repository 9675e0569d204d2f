import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithQuery } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { researchersQueryOptions } from '../api/get-researchers';
import { InviteResearcherDialog } from './invite-researcher-dialog';

stubApi();

async function openDialog() {
  const user = userEvent.setup();
  const rendered = renderWithQuery(<InviteResearcherDialog instituteId={7} />);
  await user.click(await screen.findByRole('button', { name: 'Invite' }));
  return { user, ...rendered };
}

describe('InviteResearcherDialog', () => {
  it('has the exact title, description, field and buttons', async () => {
    await openDialog();
    expect(screen.getByRole('dialog', { name: 'Invite Researcher' })).toHaveAccessibleDescription(
      "Enter the email address of the researcher you'd like to invite to this research institute.",
    );
    expect(screen.getByLabelText('Email address')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Cancel' }).length).toBeGreaterThan(0);
  });

  it('requires a valid email', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('invites into the institute, shows Inviting..., then closes, resets and refetches', async () => {
    let answer: (value: unknown) => void = () => {};
    vi.mocked(api.post).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, queryClient } = await openDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.type(screen.getByLabelText('Email address'), 'ada@lab.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('button', { name: 'Inviting...' })).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith('/researchers', {
      email: 'ada@lab.test',
      researchInstituteId: 7,
    });

    answer({ email: 'ada@lab.test' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: researchersQueryOptions(7).queryKey });

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
  });

  it("shows 'Something went wrong' when the failure has no message", async () => {
    vi.mocked(api.post).mockImplementation(async () => {
      throw new Error('');
    });
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Email address'), 'ada@lab.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
