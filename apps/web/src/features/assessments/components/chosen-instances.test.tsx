import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChosenInstances, type ChosenInstance } from './chosen-instances';

const instances: ChosenInstance[] = [
  { id: 11, sequenceNumber: 1, label: 'Hats', exerciseName: 'Warm-up' },
  { id: 22, sequenceNumber: 2, label: null, exerciseName: null },
  { id: 33, sequenceNumber: 3, label: 'Spots', exerciseName: null },
];

/** The list with its order held as a parent form would. */
function Harness() {
  const [ids, setIds] = useState([11, 22, 33]);
  const items = ids.map((id) => instances.find((i) => i.id === id)!);
  return <ChosenInstances items={items} onChange={setIds} />;
}

const order = () =>
  screen
    .getAllByTestId('chosen-instance')
    .map((row) => within(row).getByText(/^Instance \d+:/).textContent);

describe('ChosenInstances', () => {
  it('shows the instances in play order with their positions', () => {
    render(<Harness />);
    expect(order()).toEqual([
      'Instance 11: sequence number 1',
      'Instance 22: sequence number 2',
      'Instance 33: sequence number 3',
    ]);
    expect(screen.getByText('Hats · Warm-up')).toBeInTheDocument();
  });

  it('moves an instance with the buttons, and cannot move past either end', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Move instance 11 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move instance 33 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move instance 33 up' }));
    expect(order()).toEqual([
      'Instance 11: sequence number 1',
      'Instance 33: sequence number 3',
      'Instance 22: sequence number 2',
    ]);
    expect(screen.getByText('Instance 33 is now at position 2 of 3.')).toBeInTheDocument();
  });

  it('works with the keyboard alone: focus follows the moved instance', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Move instance 33 up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move instance 33 up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()[0]).toBe('Instance 33: sequence number 3');
    // At the top 'up' is disabled, so focus moves to its 'down' button.
    expect(screen.getByRole('button', { name: 'Move instance 33 down' })).toHaveFocus();
    await user.keyboard(' ');
    expect(order()).toEqual([
      'Instance 11: sequence number 1',
      'Instance 33: sequence number 3',
      'Instance 22: sequence number 2',
    ]);
  });

  it('removes an instance', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove instance 22' }));
    expect(order()).toEqual(['Instance 11: sequence number 1', 'Instance 33: sequence number 3']);
    expect(screen.getByText('Instance 22 removed.')).toBeInTheDocument();
  });
});
