import { createFileRoute } from '@tanstack/react-router';
import { StaffLayout } from '@/features/school-staff/staff-layout';

// The school's staff pages of its administrators, under a title of their own as the other
// areas' staff pages are under their Schools title.
export const Route = createFileRoute('/_authenticated/s/$schoolId/staff')({
  component: StaffLayout,
});
