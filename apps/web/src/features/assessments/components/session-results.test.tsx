import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnswerResponse, SessionAnswer, SessionResultsResponse } from '@cogniplay/contract';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { sessionResultsQueryOptions } from '../api/get-session-results';
import { SessionResults } from './session-results';

stubApi();

const longLabel = 'Two features, one of them negated: hat and not glasses, for the older group';
const first = { id: 40, sequenceNumber: 12, label: longLabel };
const second = { id: 41, sequenceNumber: 7, label: null };

function answer(
  itemIndex: number,
  matchesRule: boolean,
  response: AnswerResponse,
  reactionTimeMs: number,
): SessionAnswer {
  const correct = (response === 'fits') === matchesRule;
  return {
    game: 'rule-finding',
    position: 0,
    instance: first,
    itemIndex,
    characteristics: ['on', 'off'],
    matchesRule,
    response,
    outcome: matchesRule
      ? correct
        ? 'hit'
        : 'miss'
      : correct
        ? 'correct_rejection'
        : 'false_alarm',
    correct,
    reactionTimeMs,
    inputType: 'touch',
    clientShownAt: '2026-11-25T10:00:00.000Z',
    clientAnsweredAt: '2026-11-25T10:00:01.000Z',
    serverReceivedAt: '2026-11-25T10:00:01.100Z',
  };
}

/** The first instance answered (one hit, one false alarm), the second not at all. */
const results: SessionResultsResponse = {
  scores: {
    targetItems: 4,
    answered: 2,
    correct: 1,
    accuracy: 0.5,
    // The median of an even number of answers falls between two whole milliseconds.
    medianCorrectRtMs: 539.5,
  },
  games: [
    {
      game: 'rule-finding',
      targetItems: 4,
      answered: 2,
      correct: 1,
      accuracy: 0.5,
      hits: 1,
      misses: 0,
      falseAlarms: 1,
      correctRejections: 0,
      dPrime: 0,
      criterion: 0.25,
      medianCorrectRtMs: 539.5,
    },
  ],
  instances: [
    {
      game: 'rule-finding',
      position: 0,
      instance: first,
      ruleComplexity: 3,
      targetItems: 2,
      answered: 2,
      correct: 1,
      accuracy: 0.5,
      hits: 1,
      misses: 0,
      falseAlarms: 1,
      correctRejections: 0,
      dPrime: 0,
      criterion: 0.25,
      medianCorrectRtMs: 1235,
    },
    {
      game: 'rule-finding',
      position: 1,
      instance: second,
      ruleComplexity: 0,
      targetItems: 2,
      answered: 0,
      correct: 0,
      accuracy: null,
      hits: 0,
      misses: 0,
      falseAlarms: 0,
      correctRejections: 0,
      dPrime: null,
      criterion: null,
      medianCorrectRtMs: null,
    },
  ],
  answers: [answer(0, true, 'fits', 1235), answer(1, false, 'fits', 800)],
  pictureSet: 'shapes',
};

function renderResults() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionResultsQueryOptions(5).queryKey, results);
  renderWithQuery(<SessionResults sessionId={5} />, { queryClient });
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('SessionResults', () => {
  it('shows the scores of each instance, in play order, formatted as the pooled scores', async () => {
    renderResults();
    const table = await screen.findByRole('table', { name: 'By instance' });
    // The shared Table's scroll region: a phone scrolls the table, not the page.
    expect(screen.getByRole('region', { name: 'By instance' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Position',
      'Instance',
      'Rule complexity',
      'Target items',
      'Answered',
      'Correct',
      'Accuracy',
      'd′',
      'c',
      'Median RT (correct)',
    ]);
    const [answered, unanswered] = within(table).getAllByTestId('instance-score-row');
    expect(cellTexts(answered!)).toEqual([
      '1',
      `#12 ${longLabel}`,
      '3',
      '2',
      '2',
      '1',
      '50%',
      '0.00',
      '0.25',
      '1,235 ms',
    ]);
    expect(cellTexts(unanswered!)).toEqual([
      '2',
      '#7',
      '0',
      '2',
      '0',
      '0',
      'Not defined',
      'Not defined',
      'Not defined',
      'Not defined',
    ]);
  });

  it('keeps the pooled scores and names instances in the answer rows the same way', async () => {
    renderResults();
    const scores = await screen.findByTestId('session-scores');
    expect(scores).toHaveTextContent('50% 1 of 2 answered correctly (4 items)');
    expect(scores).toHaveTextContent('0.00');
    expect(scores).toHaveTextContent('Criterion c (response bias)0.25');
    // Whole milliseconds, as the reaction times: not '539.5 ms'.
    expect(scores).toHaveTextContent('540 ms');
    expect(scores).not.toHaveTextContent('539.5');
    const rows = screen.getAllByTestId('answer-row');
    expect(rows).toHaveLength(2);
    expect(cellTexts(rows[0]!)[0]).toBe(`#12 ${longLabel}`);
    expect(cellTexts(rows[0]!).at(-2)).toBe('1,235 ms');
    // How the answer was given, in words.
    expect(cellTexts(rows[0]!).at(-1)).toBe('Touch');
    expect(cellTexts(rows[1]!).at(-2)).toBe('800 ms');
  });

  it('names an instance by its number and its label, cut short with the whole label as title', async () => {
    renderResults();
    const table = await screen.findByRole('table', { name: 'By instance' });
    const [answered, unanswered] = within(table).getAllByTestId('instance-score-row');
    const label = within(answered!).getByText(longLabel);
    expect(label).toHaveAttribute('title', longLabel);
    expect(label).toHaveClass('truncate');
    expect(within(answered!).getByText('#12')).toBeInTheDocument();
    // An instance without a label keeps its number alone.
    expect(cellTexts(unanswered!)[1]).toBe('#7');
  });
});
