import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("shows the spec's texts and a link back home", async () => {
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
});
