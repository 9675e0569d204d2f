import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Statistics, UserContext } from '@cogniplay/contract';
import { userContextQueryOptions } from '@/lib/current-user/get-context';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { statisticsQueryOptions } from './api/get-statistics';
import { StatisticsPage } from './statistics-page';

function renderPage(statistics: Statistics, context: UserContext) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(statisticsQueryOptions().queryKey, statistics);
  queryClient.setQueryData(userContextQueryOptions().queryKey, context);
  renderWithQuery(<StatisticsPage />, { queryClient });
}

const counts = {
  researchInstitutes: 1,
  schools: 2,
  staff: { pending: 1, onboarded: 1234 },
  participants: 10000,
  instancesByGame: [
    { game: 'rule-finding', instances: 5 },
    { game: 'hand-gesture', instances: 0 },
  ],
};

function card(label: string) {
  return within(screen.getByText(label).closest('li')!);
}

describe('StatisticsPage', () => {
  it("keeps the 'Statistics' header and shows a researcher's counts for their institute", async () => {
    renderPage(
      { scope: 'institute', ...counts },
      {
        researcherContext: { researchInstituteId: 4, researchInstituteName: 'Alpha Institute' },
        schools: [],
        mailDelivery: 'smtp',
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    expect(screen.getByText('Your research institute: Alpha Institute')).toBeVisible();
    expect(card('Participants').getByText('10,000')).toBeVisible();
    expect(card('School staff').getByText('1,235')).toBeVisible();
    expect(card('School staff').getByText('1,234 onboarded · 1 pending onboarding')).toBeVisible();
    expect(card('Rule-finding instances').getByText('5')).toBeVisible();
    expect(card('Rule-finding instances').getByText('Shared by all institutes')).toBeVisible();
    expect(card('Hand-gesture instances').getByText('0')).toBeVisible();
  });

  it('says an admin sees every institute', async () => {
    renderPage(
      { scope: 'all', ...counts, researchInstitutes: 12 },
      { researcherContext: null, schools: [], mailDelivery: 'smtp' },
    );
    expect(await screen.findByText('All research institutes')).toBeVisible();
    expect(card('Research institutes').getByText('12')).toBeVisible();
  });
});
