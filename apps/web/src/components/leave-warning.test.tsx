import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { LeaveWarning } from './leave-warning';

function Page({ dirty }: { dirty: boolean }) {
  return (
    <>
      <Link to="/assessments">Elsewhere</Link>
      <LeaveWarning
        when={dirty}
        title="Discard this assessment?"
        description="What you entered will be lost."
        stayLabel="Keep editing"
        leaveLabel="Discard"
      />
    </>
  );
}

const path = (router: ReturnType<typeof renderWithRouter>['router']) =>
  router.state.location.pathname;

describe('LeaveWarning', () => {
  it('asks in its own dialog before a link leaves the page; staying keeps the page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Page dirty />, { path: '/assessments/new' });
    const link = await screen.findByRole('link', { name: 'Elsewhere' });
    await user.click(link);

    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this assessment?' });
    expect(dialog).toHaveAccessibleDescription('What you entered will be lost.');
    // The safe choice has the focus: a second Enter does not discard.
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(path(router)).toBe('/assessments/new');

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(path(router)).toBe('/assessments/new');
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('leaves when the user discards', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Page dirty />, { path: '/assessments/new' });
    await user.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(path(router)).toBe('/assessments'));
  });

  it('stays on Escape', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Page dirty />, { path: '/assessments/new' });
    await user.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(path(router)).toBe('/assessments/new');
  });

  it('does not ask when nothing would be lost, nor for a change of the same page', async () => {
    const user = userEvent.setup();
    const clean = renderWithRouter(<Page dirty={false} />, { path: '/assessments/new' });
    await user.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(path(clean.router)).toBe('/assessments'));
    clean.unmount();

    const dirty = renderWithRouter(<Page dirty />, { path: '/assessments/new' });
    dirty.router.history.push('/assessments/new?page=2');
    await waitFor(() => expect(dirty.router.state.location.searchStr).toBe('?page=2'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  describe('with the browser history', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    /** Whether the browser would ask before unloading the page (reload, closing the tab). */
    const unloadIsBlocked = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    function renderInBrowser(dirty: boolean) {
      window.history.replaceState(null, '', '/assessments/new');
      const rootRoute = createRootRoute({ component: () => <Page dirty={dirty} /> });
      const router = createRouter({
        routeTree: rootRoute.addChildren([
          createRoute({ getParentRoute: () => rootRoute, path: '$' }),
        ]),
        history: createBrowserHistory(),
      });
      return render(<RouterProvider router={router} />);
    }

    it('gets the browser to ask before a reload or closing the tab, only while armed', async () => {
      const armed = renderInBrowser(true);
      await screen.findByRole('link', { name: 'Elsewhere' });
      await waitFor(() => expect(unloadIsBlocked()).toBe(true));
      armed.unmount();
      expect(unloadIsBlocked()).toBe(false);

      renderInBrowser(false);
      await screen.findByRole('link', { name: 'Elsewhere' });
      // A moment for a blocker that must not come to come.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unloadIsBlocked()).toBe(false);
    });
  });
});
