import { createFileRoute } from '@tanstack/react-router';
import { CreateSchoolPage } from '@/features/schools/create-school-page';

export const Route = createFileRoute('/_authenticated/admin/schools/create')({
  component: CreateSchoolPage,
});
