import { createFileRoute } from '@tanstack/react-router';
import { ResearcherCreateSchoolPage } from '@/features/schools/create-school-page';

export const Route = createFileRoute('/_authenticated/r/schools/create')({
  staticData: { pageTitle: 'addSchool' },
  component: ResearcherCreateSchoolPage,
});
