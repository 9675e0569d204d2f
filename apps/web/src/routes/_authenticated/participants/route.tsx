import { createFileRoute, redirect } from '@tanstack/react-router';
import { rolesOf } from '@/lib/auth';

// Participants are for admins and researchers (the server refuses everyone else with 403).
export const Route = createFileRoute('/_authenticated/participants')({
  beforeLoad: ({ context }) => {
    const roles = rolesOf(context.auth.user);
    if (!roles.includes('admin') && !roles.includes('researcher')) {
      throw redirect({ to: '/unauthorized' });
    }
  },
});
