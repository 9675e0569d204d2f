import { Trans, useTranslation } from 'react-i18next';
import { useCheckUpload, useUploadInstances } from './api/upload-instances';
import { UploadForm } from './components/upload-form';
import { handGesture, ruleFinding, type Game } from './games';

/** A game's Upload page (admins): the shared form with the game's endpoints and texts. */
function GameUploadPage({ game }: { game: Game }) {
  const { t } = useTranslation('games');
  const upload = useUploadInstances(game.slug);
  const check = useCheckUpload(game.slug);

  return (
    <UploadForm
      upload={upload.mutateAsync}
      check={check.mutateAsync}
      pending={upload.isPending}
      checking={check.isPending}
      successMessage={(count) => t(game.uploadedKey, { count })}
      failureFallback={t(game.uploadFailedKey)}
      help={
        <p>
          <Trans t={t} i18nKey={game.uploadHelpKey} components={{ code: <code /> }} />
        </p>
      }
    />
  );
}

/** /games/rule-finding/upload (admins). */
export function RuleFindingUploadPage() {
  return <GameUploadPage game={ruleFinding} />;
}

/** /games/hand-gesture/upload (admins). */
export function HandGestureUploadPage() {
  return <GameUploadPage game={handGesture} />;
}
