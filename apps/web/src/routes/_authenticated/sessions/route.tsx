import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { requireRole } from '@/lib/guards';

// Sessions are for admins and researchers (the server refuses everyone else with 403).
export const Route = createFileRoute('/_authenticated/sessions')({
  beforeLoad: requireRole('admin', 'researcher'),
  // The texts of the session pages, and the games' (an answer's picture is described in words).
  loader: () => i18n.loadNamespaces(['assessments', 'games']),
});
