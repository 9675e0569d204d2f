import { useAuth } from 'react-oidc-context';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useUserContext } from '@/lib/current-user/get-context';
import { rolesOf } from '@/lib/auth';
import { useResearchInstituteOptions } from './api/get-research-institutes';
import { ParticipantForm } from './components/participant-form';

/** /participants/add: 'Add participant' (spec 2.9). */
export function AddParticipantPage() {
  const { t } = useTranslation('participants');
  const { researcherContext } = useUserContext();
  const isAdmin = rolesOf(useAuth().user).includes('admin');
  const institutes = useResearchInstituteOptions(isAdmin);

  return (
    <>
      <PageHeader
        title={t('form.title')}
        subheader={
          !isAdmin && researcherContext
            ? t('form.forInstitute', { institute: researcherContext.researchInstituteName })
            : undefined
        }
        back={{ to: '/participants', label: t('detail.back') }}
      />
      <ParticipantForm
        institutes={isAdmin ? institutes : null}
        defaultInstituteId={researcherContext?.researchInstituteId ?? null}
      />
    </>
  );
}
