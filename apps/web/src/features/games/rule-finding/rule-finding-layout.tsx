import { useTranslation } from 'react-i18next';
import { GameLayout } from '../shared/game-layout';

/** /games/rule-finding: the title and tabs above every rule finding page. */
export function RuleFindingLayout() {
  const { t } = useTranslation('games');
  return <GameLayout title={t('ruleFinding.title')} basePath="/games/rule-finding" />;
}
