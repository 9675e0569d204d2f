import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeError, ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows the heading, the message and a reload link to /', () => {
    render(<ErrorScreen error={new Error('Database unreachable')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong 😩' })).toBeVisible();
    expect(screen.getByText('Database unreachable')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reload the app' })).toHaveAttribute('href', '/');
  });
});

describe('describeError', () => {
  it('gives the message of an Error and serialises anything else', () => {
    expect(describeError(new TypeError('bad'))).toBe('bad');
    expect(describeError('plain')).toBe('plain');
    expect(describeError({ code: 42 })).toBe('{"code":42}');
    expect(describeError(undefined)).toBe('undefined');
  });
});
