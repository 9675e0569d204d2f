import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameScores } from './game-scores';

/** The definition list of a game's card, as label → value. */
function cardOf(game: string): Record<string, string | null | undefined> {
  const card = screen.getByText(game).closest('li')!;
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('GameScores', () => {
  it("shows each game's pooled scores with its own measures", () => {
    render(
      <GameScores
        byGame={[
          {
            game: 'rule-finding',
            sessions: 12,
            answered: 1440,
            correct: 1152,
            accuracy: 0.8,
            hits: 600,
            misses: 120,
            falseAlarms: 168,
            correctRejections: 552,
            dPrime: 1.69,
            criterion: -0.11,
          },
          {
            game: 'hand-gesture',
            sessions: 3,
            answered: 48,
            correct: 30,
            accuracy: 0.625,
            imitated: 9,
            otherGestures: 4,
            noResponses: 3,
            selfCorrected: 2,
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Scores by game' })).toBeVisible();
    expect(cardOf('Hand gesture')).toMatchObject({
      'Completed sessions': '3',
      Answers: '48',
      'Proportion correct': '62.5%',
      'Errors: copied / other gesture / no response / self-corrected': '9 / 4 / 3 / 2',
    });
    expect(cardOf('Rule finding')).toMatchObject({
      'Completed sessions': '12',
      Answers: '1,440',
      'Proportion correct': '80%',
    });
  });

  it('says when no session is completed yet', () => {
    render(<GameScores byGame={[]} />);
    expect(screen.getByText(/No session is completed yet/)).toBeVisible();
  });
});
