import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { MainLandmark } from './main-landmark';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the 404 texts and a link back home', async () => {
    renderWithRouter(<NotFoundPage />, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: '404' })).toBeVisible();
    expect(screen.getByText('Something is missing.')).toBeVisible();
    expect(
      screen.getByText(
        "Sorry, we can't find that page. You'll find lots to explore on the home page.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('is the main landmark on its own, and none of its own inside a page', async () => {
    renderWithRouter(<NotFoundPage />, { path: '/nowhere' });
    expect(await screen.findByRole('main')).toContainElement(screen.getByText('404'));
  });

  it('adds no second main landmark inside a page', async () => {
    renderWithRouter(
      <MainLandmark>
        <NotFoundPage />
      </MainLandmark>,
      { path: '/nowhere' },
    );
    expect(await screen.findAllByRole('main')).toHaveLength(1);
  });
});
