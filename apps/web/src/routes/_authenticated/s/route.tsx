import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { requireSchoolStaff } from '@/features/school-progress/staff-area';

// The school staff's area. Their roles are in the user context, not in the token, so the guard
// is the loader's (split from the first load with it); the texts of every page below load too.
export const Route = createFileRoute('/_authenticated/s')({
  loader: async ({ context: { queryClient } }) => {
    await requireSchoolStaff(queryClient);
    await i18n.loadNamespaces(['organisations', 'assessments']);
  },
});
