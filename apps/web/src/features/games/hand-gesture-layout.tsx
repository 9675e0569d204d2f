import { useTranslation } from 'react-i18next';
import { GameLayout } from './game-layout';

export function HandGestureLayout() {
  const { t } = useTranslation('games');
  return <GameLayout title={t('handGesture.title')} basePath="/games/hand-gesture" />;
}
