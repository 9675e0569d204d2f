import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LeaveWarning } from '@/components/leave-warning';
import { PageHeader } from '@/components/page-header';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toastFailure } from '@/lib/failure-toast';
import { useAssessment } from './api/get-assessment';
import { useRuleFindingInstances } from './api/get-rule-finding-instances';
import { useUpdateAssessment } from './api/update-assessment';
import { AssessmentForm } from './components/assessment-form';
import { useOpenAssessment } from './use-open-assessment';

const route = getRouteApi('/_authenticated/assessments/$assessmentId/edit');

/** /assessments/{id}/edit: the create form, filled in; the route sends a locked one back. */
export function EditAssessmentPage() {
  const { t } = useTranslation('assessments');
  const openAssessment = useOpenAssessment();
  const { assessmentId } = route.useParams();
  const assessment = useAssessment(assessmentId);
  const instances = useRuleFindingInstances();
  const update = useUpdateAssessment(assessmentId);
  const submit = useSubmitLock();
  const [dirty, setDirty] = useState(false);

  return (
    <>
      <LeaveWarning
        when={dirty}
        title={t('leave.editTitle')}
        description={t('leave.editDescription')}
        stayLabel={t('leave.stay')}
        leaveLabel={t('leave.discard')}
      />
      <PageHeader
        title={t('form.editTitle')}
        subheader={assessment.name}
        back={{ label: t('session.back') }}
      />
      <AssessmentForm
        institutes={null}
        instances={instances}
        initial={{
          values: {
            name: assessment.name,
            ...assessment.settings,
            instanceIds: assessment.items.map((item) => item.instanceId),
          },
          items: assessment.items.map((item) => ({ ...item, id: item.instanceId })),
        }}
        submitLabel={t('form.save')}
        pendingLabel={t('form.saving')}
        pending={submit.pending}
        onDirtyChange={setDirty}
        onSubmit={({ researchInstituteId: _institute, ...values }) =>
          submit.run(
            async () => {
              await update.mutateAsync(values);
              await openAssessment(assessmentId);
            },
            (error) => toastFailure(t('error'), error, t('form.failed')),
          )
        }
      />
    </>
  );
}
