import { useTranslation } from 'react-i18next';
import { useSchool } from '@/lib/schools/get-school';

/** The heading of a school page: its name and, when it has one, the managing institute. */
export function SchoolHeader({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('organisations');
  const school = useSchool(schoolId);
  return (
    <div className="mb-6">
      <h2 className="text-xl font-semibold break-words">{school.name}</h2>
      <p className="text-muted-foreground text-sm">
        {school.managingInstitute
          ? t('schools.managedBy', { institute: school.managingInstitute.name })
          : t('schools.notManaged')}
      </p>
    </div>
  );
}
