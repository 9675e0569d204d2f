import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RuleFindingItem } from '@cogniplay/contract';
import { RuleFindingChildPreview } from './child-preview';

const item = (
  characteristics: RuleFindingItem['ruleFindingElement']['characteristics'],
  matchesRule: boolean,
) => ({ ruleFindingElement: { characteristics }, matchesRule }) as RuleFindingItem;

describe('RuleFindingChildPreview', () => {
  it('draws every item with its mark, in the picture set chosen', async () => {
    render(
      <RuleFindingChildPreview
        demonstrationItems={[item(['on', 'off', 'off', 'on'], true)]}
        targetItems={[item(['off', 'off', 'off', 'off'], false), item(['on', 'on'], true)]}
      />,
    );
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Creature – with: hat, tail; without: spots, glasses (fits)',
      'Creature – without: hat, spots, glasses, tail (does not fit)',
      'Creature – with: hat, spots; without: glasses, tail (fits)',
    ]);
    expect(screen.getByRole('button', { name: 'Creatures' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Shapes' }));
    expect(screen.getByRole('button', { name: 'Shapes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('img')[0]).toHaveAttribute(
      'aria-label',
      'Shape – with: filled, corner triangles; without: dots, double border (fits)',
    );
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('data-picture-set', 'shapes');
  });
});
