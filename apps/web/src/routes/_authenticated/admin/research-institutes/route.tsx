import { createFileRoute } from '@tanstack/react-router';
import { ResearchInstitutesLayout } from '@/features/research-institutes/research-institutes-layout';

export const Route = createFileRoute('/_authenticated/admin/research-institutes')({
  component: ResearchInstitutesLayout,
});
