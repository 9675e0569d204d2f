import { createFileRoute } from '@tanstack/react-router';
import { StaffHomePage } from '@/features/school-progress/staff-home-page';

export const Route = createFileRoute('/_authenticated/s/')({
  staticData: { pageTitle: 'mySchools' },
  component: StaffHomePage,
});
