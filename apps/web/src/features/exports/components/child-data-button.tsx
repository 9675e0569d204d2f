import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toastFailure } from '@/lib/failure-toast';
import { useCreateExport } from '../api/create-export';
import { startDownload } from '../start-download';

/**
 * "Download this child's data" on a participant's page: one ZIP with everything held about the
 * child (a parent's right of access), downloaded by the browser. The server audits it on the
 * participant.
 */
export function ChildDataButton({ participantId }: { participantId: number }) {
  const { t } = useTranslation('exports');
  const create = useCreateExport();
  const { pending, run } = useSubmitLock();
  return (
    <Button
      variant="outline"
      disabled={pending}
      onClick={() =>
        void run(
          async () => {
            const { url } = await create.mutateAsync({ file: 'participant.zip', participantId });
            startDownload(url);
          },
          (error) => toastFailure(t('childData.failed'), error, t('childData.failed')),
        )
      }
    >
      <Download aria-hidden="true" />
      {pending ? t('childData.pending') : t('childData.download')}
    </Button>
  );
}
