import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/lib/guards';
import { RuleFindingNewPage } from '@/features/games/rule-finding/rule-finding-new-page';

export const Route = createFileRoute('/_authenticated/games/rule-finding/new')({
  staticData: { pageTitle: 'ruleFindingNew' },
  beforeLoad: requireRole('admin'),
  component: RuleFindingNewPage,
});
