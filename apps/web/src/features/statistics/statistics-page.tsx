import type { LucideIcon } from 'lucide-react';
import { Building2, FlaskConical, UserRound, Users } from 'lucide-react';
import { isGameSlug } from '@cogniplay/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { webGames } from '@/features/games/registry';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useUserContext } from '@/lib/current-user/get-context';
import { useStatistics } from './api/get-statistics';
import { SessionCharts } from './session-charts';

/**
 * /statistics: the 'Statistics' header, the counts of the caller's scope below it, then charts of
 * its sessions.
 */
export function StatisticsPage() {
  const { t, i18n } = useTranslation('statistics');
  const statistics = useStatistics();
  const { researcherContext } = useUserContext();
  const number = new Intl.NumberFormat(i18n.language);
  const { pending, onboarded } = statistics.staff;

  const scope =
    statistics.scope === 'all'
      ? t('scope.all')
      : researcherContext
        ? t('scope.institute', { institute: researcherContext.researchInstituteName })
        : t('scope.noInstitute');

  return (
    <>
      <PageHeader title={t('title')} />
      <p className="text-muted-foreground -mt-3 mb-6 text-sm">{scope}</p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard icon={FlaskConical} label={t('researchInstitutes')}>
          {number.format(statistics.researchInstitutes)}
        </StatCard>
        <StatCard icon={Building2} label={t('schools')}>
          {number.format(statistics.schools)}
        </StatCard>
        <StatCard
          icon={Users}
          label={t('staff.title')}
          detail={t('staff.split', {
            onboarded: number.format(onboarded),
            pending: number.format(pending),
          })}
        >
          {number.format(pending + onboarded)}
        </StatCard>
        <StatCard icon={UserRound} label={t('participants')}>
          {number.format(statistics.participants)}
        </StatCard>
        {statistics.instancesByGame
          .filter(({ game }) => isGameSlug(game))
          .map(({ game, instances }) => {
            const { icon, instancesLabelKey } = webGames[game as keyof typeof webGames];
            return (
              <StatCard
                key={game}
                icon={icon}
                label={t(instancesLabelKey)}
                detail={t('allInstitutes')}
              >
                {number.format(instances)}
              </StatCard>
            );
          })}
      </ul>
      <div className="mt-6">
        <SessionCharts />
      </div>
    </>
  );
}

function StatCard({
  icon: Icon,
  label,
  detail,
  children,
}: {
  icon: LucideIcon;
  label: string;
  detail?: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Card className="h-full gap-2">
        <CardHeader className="flex items-center justify-between gap-2">
          <CardTitle className="text-muted-foreground text-sm font-medium">{label}</CardTitle>
          <Icon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
        </CardHeader>
        <CardContent>
          <p className="text-3xl font-semibold tabular-nums">{children}</p>
          {detail && <p className="text-muted-foreground mt-1 text-sm">{detail}</p>}
        </CardContent>
      </Card>
    </li>
  );
}
