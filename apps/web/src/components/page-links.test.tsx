import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { PageLinks } from './page-links';

const labels = { nav: 'Pages', previous: 'Previous', next: 'Next', status: 'Page 2 of 3' };

describe('PageLinks', () => {
  it('shows nothing when there is one page', () => {
    const { container } = renderWithRouter(
      <PageLinks to="/admin/audit" page={1} pageCount={1} labels={labels} />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('links to the pages around this one, keeping the other search parameters', async () => {
    renderWithRouter(<PageLinks to="/admin/audit" page={2} pageCount={3} labels={labels} />, {
      path: '/admin/audit?action=school.created&page=2',
    });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    // Page 1 stays out of the address.
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/admin/audit?action=school.created',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/admin/audit?action=school.created&page=3',
    );
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const { unmount } = renderWithRouter(
      <PageLinks to="/participants" page={1} pageCount={2} labels={labels} />,
      { path: '/participants' },
    );
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/participants?page=2',
    );
    unmount();

    renderWithRouter(<PageLinks to="/participants" page={2} pageCount={2} labels={labels} />, {
      path: '/participants?page=2',
    });
    expect(await screen.findByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/participants',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
