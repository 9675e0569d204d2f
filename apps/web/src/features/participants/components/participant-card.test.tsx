import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { ParticipantCard } from './participant-card';

describe('ParticipantCard', () => {
  it("shows initials, full name, 'ID: {subjectId}', '#{id}' and 'View Details'", async () => {
    renderWithRouter(
      <ul>
        <ParticipantCard
          participant={{
            id: 42,
            subjectId: 'S-9',
            firstName: 'Mia',
            lastName: 'Muster',
            school: null,
            group: null,
            consentStatus: 'given',
          }}
        />
      </ul>,
    );
    expect(await screen.findByText('MM')).toBeVisible();
    expect(screen.getByText('Mia Muster')).toBeVisible();
    expect(screen.getByText('ID: S-9')).toBeVisible();
    expect(screen.getByText('#42')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/participants/42',
    );
  });

  it('says so when no name is given, and takes the initials from the subject ID', async () => {
    renderWithRouter(
      <ul>
        <ParticipantCard
          participant={{
            id: 3,
            subjectId: 'kx-1',
            firstName: '',
            lastName: '',
            school: null,
            group: null,
            consentStatus: 'given',
          }}
        />
      </ul>,
    );
    expect(await screen.findByText('KX')).toBeVisible();
    expect(screen.getByText('No name given')).toBeVisible();
  });

  it('shows the school and group when set, and a checkbox when the grid offers selection', async () => {
    const changes: boolean[] = [];
    renderWithRouter(
      <ul>
        <ParticipantCard
          participant={{
            id: 7,
            subjectId: 'S-7',
            firstName: 'Ben',
            lastName: '',
            school: { id: 2, name: 'North School' },
            group: '3b',
            consentStatus: 'given',
          }}
          selected={false}
          onSelectedChange={(selected) => changes.push(selected)}
        />
      </ul>,
    );
    expect(await screen.findByText('North School')).toBeVisible();
    expect(screen.getByText('Group 3b')).toBeVisible();
    const checkbox = screen.getByRole('checkbox', { name: 'Select S-7' });
    expect(checkbox).not.toBeChecked();
    checkbox.click();
    expect(changes).toEqual([true]);
  });

  it('shows neither school nor group nor checkbox when not set or offered', async () => {
    renderWithRouter(
      <ul>
        <ParticipantCard
          participant={{
            id: 8,
            subjectId: 'S-8',
            firstName: 'Ben',
            lastName: '',
            school: null,
            group: null,
            consentStatus: 'given',
          }}
        />
      </ul>,
    );
    expect(await screen.findByText('Ben')).toBeVisible();
    expect(screen.queryByText(/Group/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
