import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { rolesOf } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { gameTabs, isTabActive, type GamePath } from '../game-tabs';

/** The tab bar under a game's title: links styled as tabs, one per sub-page. */
export function GameTabBar({ basePath }: { basePath: GamePath }) {
  const { t } = useTranslation('games');
  const { user } = useAuth();
  const pathname = useLocation({ select: (location) => location.pathname });

  return (
    <nav
      aria-label={t('tabs.label')}
      className="bg-muted text-muted-foreground mb-6 inline-flex h-9 w-fit items-center rounded-lg p-[3px]"
    >
      {gameTabs(basePath, rolesOf(user)).map((tab) => {
        const active = isTabActive(tab.to, pathname);
        return (
          <Link
            key={tab.key}
            to={tab.to}
            aria-current={active ? 'page' : undefined}
            data-active={active}
            className={cn(
              'text-foreground/70 hover:text-foreground focus-visible:ring-ring/50 inline-flex h-[calc(100%-1px)] items-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:outline-none',
              active && 'bg-background text-foreground shadow-sm',
            )}
          >
            {t(`tabs.${tab.key}`)}
          </Link>
        );
      })}
    </nav>
  );
}
