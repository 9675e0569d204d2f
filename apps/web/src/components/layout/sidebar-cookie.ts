import { SIDEBAR_COOKIE_NAME } from '@/components/ui/sidebar';

/** The sidebar's saved open state (cookie written by SidebarProvider); open when none is saved. */
export function readSidebarOpen(cookie: string): boolean {
  const saved = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return saved?.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false';
}
