import { createFileRoute } from '@tanstack/react-router';
import { requireMembership } from '@/features/school-progress/staff-area';
import { schoolQueryOptions } from '@/lib/schools/get-school';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

/** A school of the user's own: its page and its staff member pages (the school preloaded). */
export const Route = createFileRoute('/_authenticated/s/$schoolId')({
  // Numbers in the address are written back with String(): no stringify needed.
  params: { parse: ({ schoolId }) => ({ schoolId: parseIdParam(schoolId) }) },
  loader: async ({ context: { queryClient }, params: { schoolId } }) => {
    await requireMembership(queryClient, schoolId);
    await notFoundOn404(queryClient.ensureQueryData(schoolQueryOptions(schoolId)));
  },
});
