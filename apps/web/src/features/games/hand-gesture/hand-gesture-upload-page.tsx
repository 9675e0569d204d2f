import { Trans, useTranslation } from 'react-i18next';
import { useCheckUpload, useUploadInstances } from '../shared/api/upload-instances';
import { UploadForm } from '../shared/upload-form';

/** /games/hand-gesture/upload (admins): a file of instances, checked or stored. */
export function HandGestureUploadPage() {
  const { t } = useTranslation('games');
  const upload = useUploadInstances('hand-gesture');
  const check = useCheckUpload('hand-gesture');

  return (
    <UploadForm
      upload={upload.mutateAsync}
      check={check.mutateAsync}
      pending={upload.isPending}
      checking={check.isPending}
      successMessage={(count) => t('handGesture.uploaded', { count })}
      failureFallback={t('handGesture.uploadFailed')}
      help={
        <p>
          <Trans t={t} i18nKey="handGesture.uploadHelp" components={{ code: <code /> }} />
        </p>
      }
    />
  );
}
