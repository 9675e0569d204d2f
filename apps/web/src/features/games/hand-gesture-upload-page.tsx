import { Trans, useTranslation } from 'react-i18next';
import {
  useCheckHandGestureUpload,
  useUploadHandGestureInstances,
} from './api/upload-hand-gesture-instances';
import { UploadForm } from './components/upload-form';

/** /games/hand-gesture/upload (admins). */
export function HandGestureUploadPage() {
  const { t } = useTranslation('games');
  const upload = useUploadHandGestureInstances();
  const check = useCheckHandGestureUpload();

  return (
    <UploadForm
      upload={upload.mutateAsync}
      check={check.mutateAsync}
      pending={upload.isPending}
      checking={check.isPending}
      successMessage={(count) => t('handGesture.uploaded', { number: count })}
      failureFallback={t('handGesture.uploadFailed')}
      help={
        <p>
          <Trans t={t} i18nKey="handGesture.uploadHelp" components={{ code: <code /> }} />
        </p>
      }
    />
  );
}
