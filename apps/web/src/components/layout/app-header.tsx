import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { useScrolled } from '@/hooks/use-scrolled';
import { cn } from '@/lib/utils';
import { LanguageMenu } from './language-menu';
import { SignOutButton } from './sign-out-button';

/** Sticky header: transparent at the top, opaque once the page scrolled past 20 px. */
export function AppHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolled(20);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 px-4 transition-[background-color,box-shadow] duration-200',
        scrolled ? 'bg-background border-b shadow-sm' : 'bg-transparent',
      )}
    >
      <SidebarTrigger className="-ml-1" label={t('header.toggleSidebar')} />
      {/* On phones the sidebar (with the logo) is hidden behind the trigger. */}
      <Link to="/" className="flex items-center gap-2 font-semibold md:hidden">
        <img src="/logo.svg" alt="" className="size-6" />
        {t('appName')}
      </Link>
      <div className="ml-auto flex items-center gap-2">
        <LanguageMenu />
        <SignOutButton />
      </div>
    </header>
  );
}
