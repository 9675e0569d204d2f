import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { requireRole } from '@/lib/guards';

// Participants are for admins and researchers (the server refuses everyone else with 403).
export const Route = createFileRoute('/_authenticated/participants')({
  beforeLoad: requireRole('admin', 'researcher'),
  // The texts of every page below, fetched alongside the page's data so none of them suspends
  // on its first render (assessments: the sessions section and 'Start assessment' of its pages;
  // exports: the Export dialog).
  loader: () => i18n.loadNamespaces(['participants', 'assessments', 'exports']),
});
