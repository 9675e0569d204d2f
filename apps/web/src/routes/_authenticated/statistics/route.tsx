import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { requireRole } from '@/lib/guards';

// Statistics are for admins and researchers (the server refuses everyone else with 403).
export const Route = createFileRoute('/_authenticated/statistics')({
  beforeLoad: requireRole('admin', 'researcher'),
  // The texts of every page below, fetched alongside the page's data so none of them suspends
  // on its first render; the games' scores use their result views' texts ('assessments').
  loader: () => i18n.loadNamespaces(['statistics', 'assessments']),
});
