import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/lib/guards';

export const Route = createFileRoute('/_authenticated/admin')({
  beforeLoad: requireRole('admin'),
});
