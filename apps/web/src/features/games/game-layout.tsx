import { Outlet } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { GameTabBar } from './components/game-tab-bar';
import type { GamePath } from './game-tabs';

/** The layout of one game's pages (/games/rule-finding, /games/hand-gesture; spec 2.10). */
export function GameLayout({ title, basePath }: { title: string; basePath: GamePath }) {
  return (
    <>
      <PageHeader title={title} />
      <GameTabBar basePath={basePath} />
      <Outlet />
    </>
  );
}
