import { createFileRoute } from '@tanstack/react-router';
import { SchoolsLayout } from '@/features/schools/schools-layout';

export const Route = createFileRoute('/_authenticated/admin/schools')({
  component: SchoolsLayout,
});
