import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { SchoolsLayout } from '@/features/schools/schools-layout';

export const Route = createFileRoute('/_authenticated/admin/schools')({
  // The texts of every page below, so none of them suspends on its first render.
  loader: () => i18n.loadNamespaces('organisations'),
  component: SchoolsLayout,
});
