import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toaster';
import { renderWithRouter } from '@/test/render-with-router';
import { useDismissToastsOnLeave } from './use-dismiss-toasts-on-leave';
import { toast } from './use-toast';

function Page() {
  useDismissToastsOnLeave();
  return <Toaster />;
}

describe('useDismissToastsOnLeave', () => {
  it('dismisses the toasts of a page when another page opens, not when its search changes', async () => {
    const { router } = renderWithRouter(<Page />, { path: '/participants' });
    act(() => {
      toast({ variant: 'success', title: 'Participant saved' });
    });
    expect(await screen.findByText('Participant saved')).toBeVisible();

    await act(() => router.navigate({ to: '/participants', search: { q: 'S-1' } }));
    expect(screen.getByText('Participant saved')).toBeVisible();

    await act(() => router.navigate({ to: '/sessions/print' }));
    await waitFor(() => expect(screen.queryByText('Participant saved')).toBeNull());

    // A toast shown once the next page is there stays.
    act(() => {
      toast({ variant: 'success', title: 'Participant deleted' });
    });
    expect(await screen.findByText('Participant deleted')).toBeVisible();
  });
});
