import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { School } from '@cogniplay/contract';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { schoolsQueryOptions } from '@/lib/schools/get-schools';
import { SchoolsPage } from './schools-page';

function renderList(schools: School[], viewer: 'admin' | 'researcher') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(schoolsQueryOptions().queryKey, { schools });
  return renderWithQuery(<SchoolsPage viewer={viewer} />, { queryClient });
}

describe('SchoolsPage', () => {
  it("lists schools by name, case-insensitive, with the institute or 'View details'", async () => {
    renderList(
      [
        { id: 1, name: 'oak Primary', managingInstitute: null },
        { id: 2, name: 'Birch Academy', managingInstitute: { id: 5, name: 'Brain Lab' } },
        { id: 3, name: 'ash school', managingInstitute: null },
      ],
      'admin',
    );
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'ash schoolView details',
      'Birch AcademyBrain Lab',
      'oak PrimaryView details',
    ]);
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/admin/schools/2');
  });

  it('links into the researcher area for researchers', async () => {
    renderList([{ id: 7, name: 'Oak', managingInstitute: null }], 'researcher');
    expect(await screen.findByRole('link')).toHaveAttribute('href', '/r/schools/7');
  });

  it('renders a long list in slices until every card is there', async () => {
    const schools = Array.from({ length: 120 }, (_, i) => ({
      id: i + 1,
      name: `School ${String(i).padStart(3, '0')}`,
      managingInstitute: null,
    }));
    renderList(schools, 'admin');
    const first = (await screen.findAllByRole('listitem')).length;
    expect(first).toBeLessThan(120);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(120), {
      timeout: 5000,
    });
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('School 119');
  });
});
