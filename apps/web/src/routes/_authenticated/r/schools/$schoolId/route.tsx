import { createFileRoute } from '@tanstack/react-router';
import { schoolQueryOptions } from '@/lib/schools/get-school';
import { notFoundOn404, parseIdParam } from '@/lib/id-param';

/** Preloads the school for its page and its staff member pages. */
export const Route = createFileRoute('/_authenticated/r/schools/$schoolId')({
  // Numbers in the address are written back with String(): no stringify needed.
  params: { parse: ({ schoolId }) => ({ schoolId: parseIdParam(schoolId) }) },
  loader: ({ context: { queryClient }, params: { schoolId } }) =>
    notFoundOn404(queryClient.ensureQueryData(schoolQueryOptions(schoolId))),
});
