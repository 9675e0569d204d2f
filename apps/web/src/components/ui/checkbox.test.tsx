import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

/** The icon drawn inside the box: lucide names its svg by the icon (`lucide-check`). */
const drawnIcon = (box: HTMLElement) => box.querySelector('svg')?.getAttribute('class') ?? '';

describe('Checkbox', () => {
  it('draws a tick when checked', () => {
    render(<Checkbox aria-label="One" checked onCheckedChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'One' });
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(drawnIcon(box)).toMatch(/\blucide-check\b/);
  });

  it('draws a dash, not a tick, when some but not all are chosen', () => {
    render(<Checkbox aria-label="All" checked="indeterminate" onCheckedChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'All' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(drawnIcon(box)).toMatch(/\blucide-minus\b/);
    expect(drawnIcon(box)).not.toMatch(/\blucide-check\b/);
  });

  it('draws nothing when unchecked', () => {
    render(<Checkbox aria-label="None" checked={false} onCheckedChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'None' }).querySelector('svg')).toBeNull();
  });
});
