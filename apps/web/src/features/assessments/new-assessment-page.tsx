import { useTranslation } from 'react-i18next';
import type { ResearchInstitute } from '@cogniplay/contract';
import { PageHeader } from '@/components/page-header';
import { useUserContext } from '@/lib/current-user/get-context';
import { toastFailure } from '@/lib/failure-toast';
import { useCreateAssessment } from './api/create-assessment';
import { useRuleFindingInstances } from './api/get-rule-finding-instances';
import { AssessmentForm } from './components/assessment-form';
import { useOpenAssessment } from './use-open-assessment';

/**
 * /assessments/new. `institutes`: those an admin chooses from; null for researchers, whose
 * assessments belong to their own institute.
 */
export function NewAssessmentPage({ institutes }: { institutes: ResearchInstitute[] | null }) {
  const { t } = useTranslation('assessments');
  const openAssessment = useOpenAssessment();
  const { researcherContext } = useUserContext();
  const instances = useRuleFindingInstances();
  const create = useCreateAssessment();

  return (
    <>
      <PageHeader
        title={t('form.newTitle')}
        subheader={
          institutes === null && researcherContext
            ? t('form.forInstitute', { institute: researcherContext.researchInstituteName })
            : undefined
        }
        back={{ to: '/assessments', label: t('detail.back') }}
      />
      <AssessmentForm
        institutes={institutes}
        instances={instances}
        submitLabel={t('form.create')}
        pendingLabel={t('form.creating')}
        pending={create.isPending}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: ({ assessment }) => openAssessment(assessment.id),
            onError: (error) => toastFailure(t('error'), error, t('form.failed')),
          })
        }
      />
    </>
  );
}
