import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { School, StaffMember } from '@cogniplay/contract';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { staffInvitationQueryOptions } from './api/get-staff-invitation';
import { StaffInvitationPage } from './staff-invitation-page';

const school: School = {
  id: 4,
  name: 'Oak Primary',
  managingInstitute: { id: 2, name: 'Brain Lab' },
};

const invited: StaffMember = {
  id: 31,
  userId: null,
  firstName: '',
  lastName: '',
  email: 'New.Teacher@Oak.test',
  isAdmin: false,
  isTeacher: true,
  status: 'pending',
  invitation: { sentAt: '2026-03-02T09:30:00.000Z', expiresAt: '2999-03-09T09:30:00.000Z' },
};

function renderPage(viewer: 'admin' | 'researcher') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(staffInvitationQueryOptions(school.id, invited.id).queryKey, invited);
  return renderWithQuery(
    <StaffInvitationPage school={school} membershipId={invited.id} viewer={viewer} />,
    { queryClient },
  );
}

describe('StaffInvitationPage', () => {
  it('shows the invitation as typed, with the notice, roles, school, dates, Resend and Revoke', async () => {
    renderPage('admin');
    expect(await screen.findByRole('heading', { name: 'Pending onboarding' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New.Teacher@Oak.test' })).toHaveAttribute(
      'href',
      'mailto:New.Teacher@Oak.test',
    );
    expect(
      screen.getByText("This user has been invited but hasn't completed their onboarding yet"),
    ).toBeVisible();
    expect(screen.getByText('Can manage students and classroom activities')).toBeVisible();
    expect(screen.getByText('Expires')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Resend the invitation to New.Teacher@Oak.test' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Revoke the invitation of New.Teacher@Oak.test' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Oak Primary' })).toHaveAttribute(
      'href',
      '/admin/schools/4',
    );
  });

  it("gives researchers no Resend or Revoke for a teacher's invitation", async () => {
    renderPage('researcher');
    expect(await screen.findByRole('heading', { name: 'Pending onboarding' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Oak Primary' })).toHaveAttribute(
      'href',
      '/r/schools/4',
    );
  });
});
