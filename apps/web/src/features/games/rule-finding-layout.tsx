import { useTranslation } from 'react-i18next';
import { GameLayout } from './game-layout';

export function RuleFindingLayout() {
  const { t } = useTranslation();
  return <GameLayout title={t('games.ruleFinding')} />;
}
