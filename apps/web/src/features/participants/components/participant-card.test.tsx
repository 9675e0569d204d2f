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
          }}
        />
      </ul>,
    );
    expect(await screen.findByText('KX')).toBeVisible();
    expect(screen.getByText('No name given')).toBeVisible();
  });
});
