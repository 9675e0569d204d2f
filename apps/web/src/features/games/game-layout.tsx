import { Outlet } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';

/** The layout of one game's pages (/games/rule-finding, /games/hand-gesture; spec 2.10). */
export function GameLayout({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Outlet />
    </>
  );
}
