import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { GameTabBar } from './components/game-tab-bar';
import { handGesture, ruleFinding, type Game } from './games';

/** The layout of one game's pages (/games/rule-finding, /games/hand-gesture). */
function GameLayout({ game }: { game: Game }) {
  const { t } = useTranslation('games');
  return (
    <>
      <PageHeader title={t(game.titleKey)} />
      <GameTabBar basePath={game.basePath} />
      <Outlet />
    </>
  );
}

export function RuleFindingLayout() {
  return <GameLayout game={ruleFinding} />;
}

export function HandGestureLayout() {
  return <GameLayout game={handGesture} />;
}
