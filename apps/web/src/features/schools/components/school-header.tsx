import { useTranslation } from 'react-i18next';
import { useSchool } from '@/lib/schools/get-school';
import { DeleteSchoolDialog, RenameSchoolDialog } from './school-actions';

/**
 * The heading of a school page: its name, the managing institute when it has one, and 'Rename'
 * and 'Delete' (`listPath`: where a deleted school's page goes).
 */
export function SchoolHeader({
  schoolId,
  listPath,
}: {
  schoolId: number;
  listPath: '/admin/schools' | '/r/schools';
}) {
  const { t } = useTranslation('organisations');
  const school = useSchool(schoolId);
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold break-words">{school.name}</h2>
        <p className="text-muted-foreground text-sm">
          {school.managingInstitute
            ? t('schools.managedBy', { institute: school.managingInstitute.name })
            : t('schools.notManaged')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <RenameSchoolDialog school={school} />
        <DeleteSchoolDialog school={school} listPath={listPath} />
      </div>
    </div>
  );
}
