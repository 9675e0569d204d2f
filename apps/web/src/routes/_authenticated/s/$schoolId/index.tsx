import { createFileRoute, Link } from '@tanstack/react-router';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SchoolSheetsSection } from '@/features/assessments/components/school-sheets-section';
import { schoolProgressQueryOptions } from '@/features/school-progress/api/get-school-progress';
import { SchoolProgressPage } from '@/features/school-progress/school-progress-page';
import { requireMembership } from '@/features/school-progress/staff-area';
import { SchoolAdminStaffSection } from '@/features/school-staff/school-staff-section';
import { useUserContext } from '@/lib/current-user/get-context';

// The school page of its staff: the classes' progress, the play-link sheets to print (the
// assessments feature's section), and for its administrators importing a class and the staff
// (the school-staff feature's). The class shown lives in the address.
export const Route = createFileRoute('/_authenticated/s/$schoolId/')({
  staticData: { pageTitle: 'school' },
  validateSearch: (search: Record<string, unknown>): { group?: string } =>
    typeof search.group === 'string' ? { group: search.group } : {},
  loader: async ({ context: { queryClient }, params: { schoolId } }) => {
    await requireMembership(queryClient, schoolId);
    await queryClient.ensureQueryData(schoolProgressQueryOptions(schoolId));
  },
  component: function SchoolStaffRoute() {
    const { schoolId } = Route.useParams();
    const { group } = Route.useSearch();
    const navigate = Route.useNavigate();
    const { t } = useTranslation('organisations');
    const membership = useUserContext().schools.find((school) => school.schoolId === schoolId);
    if (!membership) return null;
    return (
      <SchoolProgressPage
        membership={membership}
        group={group}
        onGroupChange={(next) => void navigate({ search: { group: next }, replace: true })}
        classesAction={
          membership.isAdmin && (
            <Button asChild variant="outline">
              <Link to="/s/$schoolId/import" params={{ schoolId }}>
                <Upload aria-hidden="true" />
                {t('staffArea.importClass')}
              </Link>
            </Button>
          )
        }
        sheetsSection={<SchoolSheetsSection schoolId={schoolId} />}
        staffSection={membership.isAdmin && <SchoolAdminStaffSection schoolId={schoolId} />}
      />
    );
  },
});
