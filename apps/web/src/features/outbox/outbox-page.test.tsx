import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@cogniplay/contract';
import { userContextQueryOptions } from '@/lib/current-user/get-context';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { outboxQueryOptions } from './api/get-outbox';
import { OutboxPage } from './outbox-page';

const link = 'http://localhost:3000/realms/cogniplay/invitation?token=abc';
const mails: OutboxMessage[] = [
  {
    id: 2,
    to: 'New.Head@School.test',
    subject: 'Invitation to Cogniplay / Einladung zu Cogniplay',
    text: `Hello,\n\nopen this link:\n\n${link}\n`,
    link,
    createdAt: '2026-03-02T09:30:00.000Z',
  },
  {
    id: 1,
    to: 'ada@lab.test',
    subject: 'Reset your password',
    text: 'No link here.',
    link: null,
    createdAt: '2026-03-01T08:00:00.000Z',
  },
];

function renderPage(messages: OutboxMessage[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(outboxQueryOptions().queryKey, { messages });
  queryClient.setQueryData(userContextQueryOptions().queryKey, {
    researcherContext: null,
    schools: [],
    mailDelivery: 'outbox',
  });
  return renderWithQuery(<OutboxPage />, { queryClient });
}

describe('OutboxPage', () => {
  it('lists the mails as given (newest first) with recipient, subject, time and clickable link', async () => {
    renderPage(mails);
    const items = await screen.findAllByTestId('outbox-mail');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Invitation to Cogniplay / Einladung zu Cogniplay',
      'Reset your password',
    ]);
    const newest = within(items[0]!);
    expect(newest.getByText('New.Head@School.test')).toBeVisible();
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', mails[0]!.createdAt);
    // In the details and in the text, both links.
    for (const anchor of newest.getAllByRole('link', { name: link })) {
      expect(anchor).toHaveAttribute('href', link);
    }
    expect(newest.getAllByRole('link', { name: link })).toHaveLength(2);
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('2 mails')).toBeVisible();
  });

  it('says when there is no mail', async () => {
    renderPage([]);
    expect(await screen.findByText('No mails yet.')).toBeVisible();
  });
});
