import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithQuery } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { schoolAdminsQueryOptions } from '../api/get-school-admins';
import { schoolStaffQueryOptions } from '../api/get-school-staff';
import { InviteStaffDialog } from './invite-staff-dialog';

stubApi();

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

/** The invite's answer: only the address as sent. */
const invited = { email: 'new@school.test' };

async function openDialog(viewer: 'admin' | 'researcher') {
  const user = userEvent.setup();
  const rendered = renderWithQuery(<InviteStaffDialog schoolId={3} viewer={viewer} />);
  await user.click(await screen.findByRole('button', { name: 'Invite' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, ...rendered };
}

describe('InviteStaffDialog', () => {
  it('requires a valid email and at least one role', async () => {
    const { user } = await openDialog('admin');
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('At least one of Admin or Teacher must be selected'),
    ).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Teacher' }));
    await waitFor(() =>
      expect(
        screen.queryByText('At least one of Admin or Teacher must be selected'),
      ).not.toBeInTheDocument(),
    );
  });

  it('invites with the chosen roles, shows Inviting..., then closes, resets and refetches the lists', async () => {
    let answer: (value: unknown) => void = () => {};
    vi.mocked(api.post).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, queryClient } = await openDialog('admin');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.type(screen.getByLabelText('Email address'), '  new@school.test ');
    await user.click(screen.getByRole('checkbox', { name: 'Teacher' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByRole('button', { name: 'Inviting...' })).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith('/schools/3/staff', {
      email: 'new@school.test',
      isAdmin: false,
      isTeacher: true,
    });

    answer(invited);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: schoolStaffQueryOptions(3).queryKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: schoolAdminsQueryOptions(3).queryKey });

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Teacher' })).not.toBeChecked();
  });

  it('presets and locks the Admin role for researchers', async () => {
    vi.mocked(api.post).mockResolvedValue(invited);
    const { user } = await openDialog('researcher');
    const admin = screen.getByRole('checkbox', { name: 'Admin' });
    const teacher = screen.getByRole('checkbox', { name: 'Teacher' });
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();
    expect(teacher).not.toBeChecked();
    expect(teacher).toBeDisabled();

    await user.type(screen.getByLabelText('Email address'), 'head@school.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/schools/3/staff', {
        email: 'head@school.test',
        isAdmin: true,
        isTeacher: false,
      }),
    );
  });

  it("shows the server's message in an error toast and keeps the dialog open", async () => {
    vi.mocked(api.post).mockImplementation(async () => {
      throw new ApiError({ status: 409, title: 'Conflict', detail: 'Already a staff member' });
    });
    const { user, dialog } = await openDialog('admin');
    await user.type(screen.getByLabelText('Email address'), 'dup@school.test');
    await user.click(screen.getByRole('checkbox', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Already a staff member')).toBeInTheDocument();
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(dialog).toBeInTheDocument();
  });
});
