import { createFileRoute } from '@tanstack/react-router';
import { auditQueryOptions } from '@/features/audit/api/get-audit';
import { parseAuditSearch } from '@/features/audit/audit-search';
import { AuditPage } from '@/features/audit/audit-page';

export const Route = createFileRoute('/_authenticated/admin/audit')({
  staticData: { pageTitle: 'audit' },
  // Filters and page live in the URL.
  validateSearch: parseAuditSearch,
  // Only the audit's own parameters: the address may carry others (?lng=de).
  loaderDeps: ({ search }) => parseAuditSearch(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(auditQueryOptions(deps)),
  component: AuditPage,
});
