import { Outlet } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { GameTabBar } from './game-tab-bar';
import type { GamePath } from './game-tabs';

/** The frame of one game's pages: its title, the tab bar and the page below. */
export function GameLayout({ title, basePath }: { title: string; basePath: GamePath }) {
  return (
    <>
      <PageHeader title={title} />
      <GameTabBar basePath={basePath} />
      <Outlet />
    </>
  );
}
