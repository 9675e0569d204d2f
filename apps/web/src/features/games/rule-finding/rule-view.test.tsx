import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuleView } from './rule-view';

describe('RuleView', () => {
  it('renders a nested rule as badges, operators and parentheses, with a text for screen readers', () => {
    render(
      <RuleView
        rule={{
          $type: 'or',
          left: {
            $type: 'and',
            left: { $type: 'property', index: 0, value: 'on' },
            right: { $type: 'property', index: 2, value: 'off' },
          },
          right: { $type: 'not', rule: { $type: 'property', index: 3, value: 'on' } },
        }}
      />,
    );
    const view = screen.getByTestId('rule-view');
    expect(view.querySelector('.sr-only')).toHaveTextContent('(1:on AND 3:off) OR (NOT 4:on)');
    expect(view.querySelectorAll('[data-slot="badge"]')).toHaveLength(3);
    expect(screen.getAllByText('(', { exact: true })).toHaveLength(2);
  });
});
