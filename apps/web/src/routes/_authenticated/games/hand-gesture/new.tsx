import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/lib/guards';
import { HandGestureNewPage } from '@/features/games/hand-gesture/hand-gesture-new-page';

export const Route = createFileRoute('/_authenticated/games/hand-gesture/new')({
  staticData: { pageTitle: 'handGestureNew' },
  beforeLoad: requireRole('admin'),
  component: HandGestureNewPage,
});
