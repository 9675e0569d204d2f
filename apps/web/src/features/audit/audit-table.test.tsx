import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@cogniplay/contract';
import { AuditTable } from './audit-page';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-03-01T12:00:00.000Z',
  actor: null,
  action: 'export.downloaded',
  entityType: 'export',
  entityId: null,
  result: 'succeeded',
  details: {},
  ...overrides,
});

describe('AuditTable', () => {
  it("shows each entry's result: a download that did not complete as failed", () => {
    render(
      <AuditTable
        entries={[
          entry({ id: 1, result: 'failed', details: { completed: false } }),
          entry({ id: 2, result: 'succeeded', details: { completed: true } }),
        ]}
      />,
    );
    const [failed, succeeded] = screen.getAllByTestId('audit-row');
    expect(within(failed!).getByText('Failed')).toBeVisible();
    expect(within(failed!).queryByText('Succeeded')).toBeNull();
    expect(within(succeeded!).getByText('Succeeded')).toBeVisible();
  });
});
