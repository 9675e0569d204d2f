import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResearchInstitute } from '@cogniplay/contract';
import { sortByName } from '@/lib/compare-text';
import { useUserContext } from '@/lib/current-user/get-context';
import { CreateSchoolForm } from './components/create-school-form';

function CreateSchoolSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('organisations');
  return (
    <section className="max-w-xl" aria-labelledby="create-school-title">
      <h2 id="create-school-title" className="mb-4 text-xl font-semibold">
        {t('schools.create.title')}
      </h2>
      {children}
    </section>
  );
}

/** /admin/schools/create: the admin picks the managing institute, or none. */
export function AdminCreateSchoolPage({
  institutes,
}: {
  institutes: readonly ResearchInstitute[];
}) {
  const sorted = useMemo(() => sortByName(institutes), [institutes]);
  return (
    <CreateSchoolSection>
      <CreateSchoolForm viewer="admin" managingInstitute={{ kind: 'choose', institutes: sorted }} />
    </CreateSchoolSection>
  );
}

/**
 * /r/schools/create: the school is managed by the researcher's own institute; without a
 * researcher context nothing is rendered.
 */
export function ResearcherCreateSchoolPage() {
  const { researcherContext } = useUserContext();
  if (!researcherContext) return null;
  const institute = {
    id: researcherContext.researchInstituteId,
    name: researcherContext.researchInstituteName,
  };
  return (
    <CreateSchoolSection>
      <CreateSchoolForm viewer="researcher" managingInstitute={{ kind: 'fixed', institute }} />
    </CreateSchoolSection>
  );
}
