import { Trans, useTranslation } from 'react-i18next';
import { useUploadActions } from '../shared/api/upload-instances';
import { UploadForm } from '../shared/upload-form';

/** /games/rule-finding/upload (admins): a file of instances, checked or stored. */
export function RuleFindingUploadPage() {
  const { t } = useTranslation('games');
  const actions = useUploadActions('rule-finding');

  return (
    <UploadForm
      {...actions}
      successMessage={(count) => t('ruleFinding.uploaded', { count })}
      failureFallback={t('ruleFinding.uploadFailed')}
      help={
        <p>
          <Trans t={t} i18nKey="ruleFinding.uploadHelp" components={{ code: <code /> }} />
        </p>
      }
    />
  );
}
