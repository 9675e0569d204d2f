import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionWithLink } from '@cogniplay/contract';
import { SessionCardSheet, toCard } from './session-card-sheet';

function session(id: number, subjectId: string, initials: string): SessionWithLink {
  return {
    id,
    assessment: { id: 3, name: 'Spring screening' },
    participant: { id: 100 + id, subjectId },
    state: 'not_started',
    answeredCount: 0,
    totalCount: 24,
    createdAt: '2026-11-25T10:00:00.000Z',
    startedAt: null,
    completedAt: null,
    expiresAt: '2026-12-09T10:00:00.000Z',
    revokedAt: null,
    earlyEnd: null,
    playUrl: `https://cogniplay.test/play/token-${id}`,
    initials,
    playCode: `ABCDE-1234${id % 10}`,
    schoolName: 'North School',
    group: '3b',
  };
}

describe('SessionCardSheet', () => {
  it('shows initials, subject ID, school and class, assessment and expiry on each card, and nothing else', () => {
    // Even if a session carried names, a card would not show them.
    const withNames = {
      ...session(1, 'S-001', 'AB'),
      participant: { id: 101, subjectId: 'S-001', firstName: 'Anna', lastName: 'Berg' },
    } as SessionWithLink;
    render(<SessionCardSheet cards={[withNames, session(2, 'S-002', 'CD')].map(toCard)} />);

    const cards = screen.getAllByTestId('session-card');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first).toHaveAccessibleName('Card for S-001');
    expect(within(first).getByText('AB')).toBeInTheDocument();
    expect(within(first).getByText('ID S-001')).toBeInTheDocument();
    expect(within(first).getByText('Spring screening')).toBeInTheDocument();
    expect(within(first).getByText('North School · 3b')).toBeInTheDocument();
    expect(first.textContent).toMatch(
      /^ABID S-001Code ABCDE-12341North School · 3bSpring screeningValid until (9 Dec|Dec 9,) 2026$/,
    );
    expect(document.body.textContent).not.toMatch(/Anna|Berg/);
    // The link is in the QR code only, never printed as text.
    expect(document.body.textContent).not.toContain('token-1');
  });

  it('keeps only what a card may show', () => {
    const card = toCard({
      ...session(7, 'S-7', 'XY'),
      participant: { id: 9, subjectId: 'S-7', lastName: 'Secret' },
    } as SessionWithLink);
    expect(card).toEqual({
      id: 7,
      playUrl: 'https://cogniplay.test/play/token-7',
      initials: 'XY',
      playCode: 'ABCDE-12347',
      schoolName: 'North School',
      group: '3b',
      expiresAt: '2026-12-09T10:00:00.000Z',
      participant: { subjectId: 'S-7' },
      assessment: { name: 'Spring screening' },
    });
  });

  it('splits the cards into pages of eight', () => {
    const cards = Array.from({ length: 17 }, (_, i) => toCard(session(i + 1, `S-${i}`, 'AA')));
    const { container } = render(<SessionCardSheet cards={cards} />);
    const pages = container.querySelectorAll('.session-card-page');
    expect([...pages].map((page) => page.children.length)).toEqual([8, 8, 1]);
  });
});
