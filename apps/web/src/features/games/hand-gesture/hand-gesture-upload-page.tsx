import { Trans, useTranslation } from 'react-i18next';
import { useUploadActions } from '../shared/api/upload-instances';
import { UploadForm } from '../shared/upload-form';

/** /games/hand-gesture/upload (admins): a file of instances, checked or stored. */
export function HandGestureUploadPage() {
  const { t } = useTranslation('games');
  const actions = useUploadActions('hand-gesture');

  return (
    <UploadForm
      {...actions}
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
