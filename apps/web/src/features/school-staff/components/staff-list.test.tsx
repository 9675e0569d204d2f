import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@cogniplay/contract';
import { renderWithQuery } from '@/test/render-with-query';
import { renderWithRouter } from '@/test/render-with-router';
import { StaffList } from './staff-list';

const member = (userId: number, firstName: string, lastName: string, email: string) => ({
  id: 100 + userId,
  userId,
  firstName,
  lastName,
  email,
  isAdmin: userId % 2 === 1,
  isTeacher: userId % 2 === 0,
  status: 'active' as const,
  invitation: null,
});

const staff: StaffMember[] = [
  member(1, '', '', 'zoe@school.test'),
  member(2, 'bob', 'Baker', 'bob@school.test'),
  member(3, '', '', 'amy@school.test'),
  member(4, 'Alice', 'Adams', 'alice@school.test'),
];

function cardTexts() {
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('StaffList', () => {
  it('lists named members by name, then members pending onboarding by email', async () => {
    renderWithRouter(<StaffList staff={staff} schoolId={9} viewer="admin" />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/admin/schools/9/staff/4',
      '/admin/schools/9/staff/2',
      '/admin/schools/9/staff/3',
      '/admin/schools/9/staff/1',
    ]);
    expect(cardTexts()[0]).toContain('Alice Adams');
    expect(cardTexts()[2]).toContain('Pending onboarding');
    expect(cardTexts()[2]).toContain('amy@school.test');
  });

  it('links into the researcher area for researchers', async () => {
    renderWithRouter(<StaffList staff={staff.slice(0, 1)} schoolId={9} viewer="researcher" />);
    expect(await screen.findByRole('link')).toHaveAttribute('href', '/r/schools/9/staff/1');
  });

  it('filters live by name or email, case-insensitive', async () => {
    const user = userEvent.setup();
    renderWithRouter(<StaffList staff={staff} schoolId={9} viewer="admin" />);
    const search = await screen.findByRole('searchbox', { name: 'Search staff' });

    await user.type(search, 'BAKER');
    expect(cardTexts()).toHaveLength(1);
    expect(cardTexts()[0]).toContain('bob Baker');

    await user.clear(search);
    await user.type(search, 'amy@');
    expect(cardTexts()).toHaveLength(1);
    expect(cardTexts()[0]).toContain('amy@school.test');

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('No staff members found matching your search.')).toBeInTheDocument();
  });

  it('says so when the school has no staff', async () => {
    renderWithRouter(<StaffList staff={[]} schoolId={9} viewer="admin" />);
    expect(await screen.findByText('No staff members found.')).toBeInTheDocument();
  });

  it('shows pending members as invitations linking to their page by membership; researchers manage only administrators', async () => {
    const invitation = {
      sentAt: '2026-03-02T09:30:00.000Z',
      expiresAt: '2999-03-09T09:30:00.000Z',
    };
    const pendingStaff: StaffMember[] = [
      {
        ...member(1, '', '', 'head@school.test'),
        userId: null,
        isAdmin: true,
        isTeacher: false,
        status: 'pending',
        invitation,
      },
      {
        ...member(2, '', '', 'teach@school.test'),
        userId: null,
        isAdmin: false,
        isTeacher: true,
        status: 'pending',
        invitation,
      },
    ];
    renderWithQuery(<StaffList staff={pendingStaff} schoolId={9} viewer="researcher" />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/r/schools/9/staff/invitations/101',
      '/r/schools/9/staff/invitations/102',
    ]);
    for (const card of cards) {
      // The invitation's buttons sit beside the link, never inside it.
      expect(within(within(card).getByRole('link')).queryByRole('button')).toBeNull();
      expect(card).toHaveTextContent('Pending onboarding');
      expect(card).toHaveTextContent('Expires');
    }
    expect(
      within(cards[0]!).getByRole('button', { name: 'Resend the invitation to head@school.test' }),
    ).toBeVisible();
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
  });
});
