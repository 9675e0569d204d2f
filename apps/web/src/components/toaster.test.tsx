import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows one toast at a time, the newest', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
    });
    expect(await screen.findByText('First')).toBeVisible();
    act(() => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to create school' });
    });
    expect(await screen.findByText('Failed to create school')).toBeVisible();
    expect(screen.queryByText('First')).toBeNull();
  });

  it('offers the F8 notifications region', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
