import { createFileRoute } from '@tanstack/react-router';
import { outboxQueryOptions } from '@/features/outbox/api/get-outbox';
import { OutboxPage } from '@/features/outbox/outbox-page';

export const Route = createFileRoute('/_authenticated/admin/outbox')({
  staticData: { pageTitle: 'outbox' },
  loader: ({ context }) => context.queryClient.ensureQueryData(outboxQueryOptions()),
  component: OutboxPage,
});
