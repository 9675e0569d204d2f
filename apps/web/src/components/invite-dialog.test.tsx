import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { MailDelivery } from '@cogniplay/contract';
import { userContextQueryOptions } from '@/lib/current-user/get-context';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { InviteDialog } from './invite-dialog';

const schema = z.object({ email: z.email() });
type Body = z.infer<typeof schema>;

function TestInviteDialog({ send }: { send: (body: Body) => Promise<unknown> }) {
  const form = useForm<Body>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const invite = useMutation({ mutationFn: send });
  return (
    <InviteDialog
      form={form}
      invite={invite}
      idPrefix="test"
      textKeys="researchInstitutes.invite"
      description="Whom to invite."
    >
      <p>Extra field</p>
    </InviteDialog>
  );
}

async function openDialog(send: (body: Body) => Promise<unknown>, mailDelivery?: MailDelivery) {
  const user = userEvent.setup();
  const queryClient = testQueryClient();
  // The signed-in layout loads the context before any page; without it the toast names no place.
  if (mailDelivery) {
    queryClient.setQueryData(userContextQueryOptions().queryKey, {
      researcherContext: null,
      schools: [],
      mailDelivery,
    });
  }
  renderWithQuery(<TestInviteDialog send={send} />, { queryClient });
  await user.click(await screen.findByRole('button', { name: 'Invite' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite Researcher' });
  return { user, dialog };
}

describe('InviteDialog', () => {
  it('names its close button apart from Cancel', async () => {
    const { dialog } = await openDialog(vi.fn(async () => ({})));
    expect(within(dialog).getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeVisible();
  });

  it('shows the description and the extra fields, and refuses an invalid email', async () => {
    const send = vi.fn(async () => ({}));
    const { user, dialog } = await openDialog(send);
    expect(dialog).toHaveAccessibleDescription('Whom to invite.');
    expect(screen.getByText('Extra field')).toBeVisible();

    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the form, reads Inviting... while pending, then closes, resets and confirms', async () => {
    let answer: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { user } = await openDialog(send);

    await user.type(screen.getByLabelText('Email address'), 'ada@lab.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('button', { name: 'Inviting...' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({ email: 'ada@lab.test' }, expect.anything());

    answer({});
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText('ada@lab.test has been invited.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
  });

  it.each([
    ['smtp', 'Invitation sent', 'ada@lab.test has been invited. The invitation was sent by mail.'],
    [
      'outbox',
      'Invitation kept in the Outbox',
      'ada@lab.test has been invited. No mail server is set up, so the mail is kept in the Outbox; an admin can open it there.',
    ],
  ] as const)('says where the mail went (%s)', async (delivery, title, description) => {
    const { user } = await openDialog(
      vi.fn(async () => ({})),
      delivery,
    );
    await user.type(screen.getByLabelText('Email address'), 'ada@lab.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('shows a failure in an error toast and keeps the dialog and its input', async () => {
    const send = vi.fn(async () => {
      throw new Error('');
    });
    const { user, dialog } = await openDialog(send);
    await user.type(screen.getByLabelText('Email address'), 'ada@lab.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findAllByText('Something went wrong')).not.toHaveLength(0);
    expect(screen.getAllByText('Error')).not.toHaveLength(0);
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@lab.test');
  });
});
