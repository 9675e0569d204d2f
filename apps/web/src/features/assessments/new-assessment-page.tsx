import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResearchInstitute } from '@cogniplay/contract';
import { LeaveWarning } from '@/components/leave-warning';
import { PageHeader } from '@/components/page-header';
import { useSubmitLock } from '@/hooks/use-submit-lock';
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
  const submit = useSubmitLock();
  const [dirty, setDirty] = useState(false);

  return (
    <>
      <LeaveWarning
        when={dirty}
        title={t('leave.newTitle')}
        description={t('leave.newDescription')}
        stayLabel={t('leave.stay')}
        leaveLabel={t('leave.discard')}
      />
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
        pending={submit.pending}
        onDirtyChange={setDirty}
        onSubmit={(values) =>
          submit.run(
            async () => {
              const { assessment } = await create.mutateAsync(values);
              await openAssessment(assessment.id);
            },
            (error) => toastFailure(t('error'), error, t('form.failed')),
          )
        }
      />
    </>
  );
}
