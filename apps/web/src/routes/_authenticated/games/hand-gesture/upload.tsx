import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/lib/guards';
import { HandGestureUploadPage } from '@/features/games/hand-gesture/hand-gesture-upload-page';

export const Route = createFileRoute('/_authenticated/games/hand-gesture/upload')({
  staticData: { pageTitle: 'handGestureUpload' },
  beforeLoad: requireRole('admin'),
  component: HandGestureUploadPage,
});
