import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { requireRole } from '@/lib/guards';

// Assessments are for admins and researchers (the server refuses everyone else with 403).
export const Route = createFileRoute('/_authenticated/assessments')({
  beforeLoad: requireRole('admin', 'researcher'),
  // The texts of every page below, fetched alongside the page's data so none of them suspends
  // on its first render (exports: the Export dialog of an assessment's page).
  loader: () => i18n.loadNamespaces(['assessments', 'exports']),
});
