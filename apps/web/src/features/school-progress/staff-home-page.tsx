import { Link } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/card-grid';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useUserContext } from '@/lib/current-user/get-context';
import { StaffRoles } from './components/staff-roles';

/** /s: the schools whose staff the user belongs to, each opening its classes' progress. */
export function StaffHomePage() {
  const { t } = useTranslation('organisations');
  const { schools } = useUserContext();
  return (
    <>
      <PageHeader title={t('staffArea.title')} subheader={t('staffArea.subtitle')} />
      <CardGrid>
        {schools.map((school) => (
          <li key={school.schoolId}>
            <Card>
              <CardHeader>
                <CardTitle className="flex min-w-0 items-center gap-2 text-base">
                  <Building2 aria-hidden="true" className="size-4 shrink-0" />
                  <Link
                    to="/s/$schoolId"
                    params={{ schoolId: school.schoolId }}
                    className="min-w-0 break-words underline-offset-4 hover:underline"
                  >
                    {school.schoolName}
                  </Link>
                </CardTitle>
              </CardHeader>
              <CardContent className="text-muted-foreground text-sm">
                <StaffRoles membership={school} />
              </CardContent>
            </Card>
          </li>
        ))}
      </CardGrid>
    </>
  );
}
