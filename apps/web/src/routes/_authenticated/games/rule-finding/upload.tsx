import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/lib/guards';
import { RuleFindingUploadPage } from '@/features/games/rule-finding/rule-finding-upload-page';

export const Route = createFileRoute('/_authenticated/games/rule-finding/upload')({
  staticData: { pageTitle: 'ruleFindingUpload' },
  beforeLoad: requireRole('admin'),
  component: RuleFindingUploadPage,
});
