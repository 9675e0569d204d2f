import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonName } from './person-name';

describe('PersonName', () => {
  it('shows the full name', () => {
    render(<PersonName person={{ firstName: ' Ada ', lastName: 'Lovelace' }} />);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it("says 'Pending onboarding' for someone without names", () => {
    render(<PersonName person={{ firstName: '', lastName: ' ' }} />);
    expect(screen.getByText('Pending onboarding').tagName).toBe('EM');
  });

  it('never shows the names of an invitation not accepted yet', () => {
    render(<PersonName person={{ firstName: 'Ada', lastName: 'Lovelace' }} pending />);
    expect(screen.getByText('Pending onboarding')).toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
  });
});
