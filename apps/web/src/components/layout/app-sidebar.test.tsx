import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailDelivery, Role } from '@cogniplay/contract';
import { SidebarProvider } from '@/components/ui/sidebar';
import { renderWithRouter } from '@/test/render-with-router';
import { SIDEBAR_LINKS } from '@/test/sidebar-links';
import { AppSidebar } from './app-sidebar';

function renderSidebar(roles: Role[], path = '/', mailDelivery: MailDelivery = 'outbox') {
  renderWithRouter(
    <SidebarProvider>
      <AppSidebar roles={roles} mailDelivery={mailDelivery} />
    </SidebarProvider>,
    { path },
  );
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

async function links(roles: Role[]) {
  const nav = await renderSidebar(roles);
  return within(nav)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('AppSidebar', () => {
  it('shows the admin entries to an admin', async () => {
    expect(await links(['admin'])).toEqual(SIDEBAR_LINKS.admin);
  });

  it('shows admins no Outbox when mails go through an SMTP server', async () => {
    const nav = await renderSidebar(['admin'], '/', 'smtp');
    expect(within(nav).queryByRole('link', { name: 'Outbox' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeVisible();
  });

  it('shows the researcher entries to a researcher', async () => {
    expect(await links(['researcher'])).toEqual(SIDEBAR_LINKS.researcher);
  });

  it('shows no role groups to a user without roles', async () => {
    expect(await links([])).toEqual(SIDEBAR_LINKS.noRole);
  });

  it('marks Create active on its exact path and Browse not', async () => {
    const nav = await renderSidebar(['admin'], '/admin/schools/create');
    const active = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('data-active') === 'true')
      .map((link) => link.getAttribute('href'));
    expect(active).toEqual(['/admin/schools/create']);
  });

  it('marks Browse active below its path', async () => {
    const nav = await renderSidebar(['researcher'], '/r/schools/4/staff/9');
    const active = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('data-active') === 'true')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(active).toEqual([['Browse', '/r/schools']]);
  });
});
