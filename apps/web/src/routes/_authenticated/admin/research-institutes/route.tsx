import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { ResearchInstitutesLayout } from '@/features/research-institutes/research-institutes-layout';

export const Route = createFileRoute('/_authenticated/admin/research-institutes')({
  // The texts of every page below, so none of them suspends on its first render.
  loader: () => i18n.loadNamespaces('organisations'),
  component: ResearchInstitutesLayout,
});
