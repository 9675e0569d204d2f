import { Trans, useTranslation } from 'react-i18next';
import {
  useCheckRuleFindingUpload,
  useUploadRuleFindingInstances,
} from './api/upload-rule-finding-instances';
import { UploadForm } from './components/upload-form';

/** /games/rule-finding/upload (admins). */
export function RuleFindingUploadPage() {
  const { t } = useTranslation('games');
  const upload = useUploadRuleFindingInstances();
  const check = useCheckRuleFindingUpload();

  return (
    <UploadForm
      upload={upload.mutateAsync}
      check={check.mutateAsync}
      pending={upload.isPending}
      checking={check.isPending}
      successMessage={(count) => t('ruleFinding.uploaded', { number: count })}
      failureFallback={t('ruleFinding.uploadFailed')}
      help={
        <p>
          <Trans t={t} i18nKey="ruleFinding.uploadHelp" components={{ code: <code /> }} />
        </p>
      }
    />
  );
}
