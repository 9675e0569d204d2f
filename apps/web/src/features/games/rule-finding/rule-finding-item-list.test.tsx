import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Rule, RuleFindingItem } from '@cogniplay/contract';
import { RuleFindingItemList } from './rule-finding-item-list';

const firstOn: Rule = { $type: 'property', index: 0, value: 'on' };
const item = (matchesRule: boolean, ...characteristics: ('on' | 'off')[]): RuleFindingItem => ({
  matchesRule,
  ruleFindingElement: { characteristics },
});

describe('RuleFindingItemList', () => {
  it('shows the title, description, matching count and numbered items', () => {
    render(
      <RuleFindingItemList
        list="demonstration"
        rule={firstOn}
        items={[item(true, 'on', 'off'), item(false, 'off', 'on')]}
      />,
    );
    expect(screen.getByText('Demonstration Items')).toBeInTheDocument();
    expect(screen.getByText('Examples that demonstrate the rule pattern')).toBeInTheDocument();
    expect(screen.getByText('1/2 matching')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Item #1')).toBeInTheDocument();
    expect(within(items[0]!).getByLabelText('Matches the rule')).toBeInTheDocument();
    expect(within(items[1]!).getByLabelText('Does not match the rule')).toBeInTheDocument();
    // Characteristics count from 1 for people, as the export's columns do.
    expect(items[1]).toHaveTextContent('1·off');
    expect(items[1]).toHaveTextContent('2·on');
    expect(screen.queryByText('does not follow the rule')).not.toBeInTheDocument();
  });

  it('marks an item whose matchesRule disagrees with the rule', () => {
    render(
      <RuleFindingItemList
        list="target"
        rule={firstOn}
        items={[item(true, 'off'), item(true, 'on')]}
      />,
    );
    const [wrong, right] = screen.getAllByRole('listitem');
    expect(within(wrong!).getByText('does not follow the rule')).toBeInTheDocument();
    expect(within(right!).queryByText('does not follow the rule')).not.toBeInTheDocument();
  });

  it('says so when the list is empty', () => {
    render(<RuleFindingItemList list="target" rule={firstOn} items={[]} />);
    expect(screen.getByText('Items evaluated against the rule')).toBeInTheDocument();
    expect(screen.getByText('No Target items')).toBeInTheDocument();
    expect(screen.getByText('0/0 matching')).toBeInTheDocument();
  });
});
