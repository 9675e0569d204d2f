import { useTranslation } from 'react-i18next';
import type { ResearchInstitute } from '@cogniplay/contract';
import { PageHeader } from '@/components/page-header';
import { useUserContext } from '@/lib/current-user/get-context';
import { ParticipantForm } from './components/participant-form';

/**
 * /participants/add: 'Add participant'. `institutes` are those an admin may file the
 * participant under; null for researchers, whose participants always go to their own institute.
 */
export function AddParticipantPage({ institutes }: { institutes: ResearchInstitute[] | null }) {
  const { t } = useTranslation('participants');
  const { researcherContext } = useUserContext();

  return (
    <>
      <PageHeader
        title={t('form.title')}
        subheader={
          institutes === null && researcherContext
            ? t('form.forInstitute', { institute: researcherContext.researchInstituteName })
            : undefined
        }
        back={{ to: '/participants', label: t('detail.back') }}
      />
      <ParticipantForm
        institutes={institutes}
        defaultInstituteId={researcherContext?.researchInstituteId ?? null}
      />
    </>
  );
}
