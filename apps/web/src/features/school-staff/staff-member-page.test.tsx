import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { School, StaffMember } from '@cogniplay/contract';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { staffMemberQueryOptions } from './api/get-staff-member';
import { StaffMemberPage } from './staff-member-page';

const managed: School = {
  id: 4,
  name: 'Oak Primary',
  managingInstitute: { id: 2, name: 'Brain Lab' },
};
const unmanaged: School = { id: 4, name: 'Oak Primary', managingInstitute: null };

type ActiveMember = StaffMember & { userId: number };

function renderPage(member: ActiveMember, school: School, viewer: 'admin' | 'researcher') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(staffMemberQueryOptions(school.id, member.userId).queryKey, member);
  return renderWithQuery(
    <StaffMemberPage school={school} userId={member.userId} viewer={viewer} />,
    {
      queryClient,
    },
  );
}

const pending: ActiveMember = {
  id: 18,
  userId: 8,
  firstName: '',
  lastName: '',
  email: 'head@oak.test',
  isAdmin: true,
  isTeacher: false,
  status: 'active',
  invitation: null,
};

describe('StaffMemberPage', () => {
  it('shows a member pending onboarding with the notice, roles and school', async () => {
    renderPage(pending, managed, 'admin');
    expect(await screen.findByRole('heading', { name: 'Pending onboarding' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'head@oak.test' })).toHaveAttribute(
      'href',
      'mailto:head@oak.test',
    );
    expect(
      screen.getByText("This user has been invited but hasn't completed their onboarding yet"),
    ).toBeVisible();
    expect(screen.getByText('Administrator')).toBeVisible();
    expect(screen.getByText('Full administrative access to school settings')).toBeVisible();
    expect(screen.queryByText('Teacher')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Oak Primary' })).toHaveAttribute(
      'href',
      '/admin/schools/4',
    );
    expect(screen.getByRole('link', { name: /Oak Primary.*Brain Lab/ })).toHaveAttribute(
      'href',
      '/admin/schools/4',
    );
  });

  it('shows an onboarded teacher without the notice, linking into the researcher area', async () => {
    renderPage(
      { ...pending, firstName: 'Ada', lastName: 'Lovelace', isAdmin: false, isTeacher: true },
      unmanaged,
      'researcher',
    );
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.queryByText(/hasn't completed their onboarding/)).not.toBeInTheDocument();
    expect(screen.getByText('Teacher')).toBeVisible();
    expect(screen.getByText('Can manage students and classroom activities')).toBeVisible();
    expect(screen.getByRole('link', { name: /View school details/ })).toHaveAttribute(
      'href',
      '/r/schools/4',
    );
    expect(screen.getByRole('link', { name: 'Back to Oak Primary' })).toHaveAttribute(
      'href',
      '/r/schools/4',
    );
  });

  it("says 'No roles assigned' for a member without roles", async () => {
    renderPage({ ...pending, isAdmin: false }, managed, 'admin');
    expect(await screen.findByText('No roles assigned')).toBeVisible();
  });
});
