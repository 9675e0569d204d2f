import { useTranslation } from 'react-i18next';
import { GameLayout } from './game-layout';

export function RuleFindingLayout() {
  const { t } = useTranslation('games');
  return <GameLayout title={t('ruleFinding.title')} basePath="/games/rule-finding" />;
}
