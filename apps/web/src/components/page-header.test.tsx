import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title and subheader, without a back button by default', async () => {
    renderWithRouter(<PageHeader title="Schools" subheader="All schools" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
    expect(screen.getByText('All schools')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it("labels the back button 'Back' by default and goes one step back in history", async () => {
    const { router } = renderWithRouter(<PageHeader title="Detail" back={{}} />, {
      path: '/admin',
    });
    await router.navigate({ to: '/admin/schools' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await expect.poll(() => router.state.location.pathname).toBe('/admin');
  });

  it('links to the given route with the given label', async () => {
    renderWithRouter(
      <PageHeader title="Staff" back={{ to: '/admin/schools', label: 'Back to schools' }} />,
    );
    const link = await screen.findByRole('link', { name: 'Back to schools' });
    expect(link).toHaveAttribute('href', '/admin/schools');
  });
});
