import { useTranslation } from 'react-i18next';
import { GameLayout } from '../shared/game-layout';

/** /games/hand-gesture: the title and tabs above every hand gesture page. */
export function HandGestureLayout() {
  const { t } = useTranslation('games');
  return <GameLayout title={t('handGesture.title')} basePath="/games/hand-gesture" />;
}
