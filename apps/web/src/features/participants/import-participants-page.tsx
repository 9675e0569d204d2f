import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_TEMPLATE,
  type ImportParticipantsBody,
  type ResearchInstitute,
} from '@cogniplay/contract';
import { InstituteSelect } from '@/components/institute-select';
import { PageHeader } from '@/components/page-header';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { useUserContext } from '@/lib/current-user/get-context';
import { useConsentForms } from './api/get-consent-forms';
import { useInstituteSchools } from './api/get-schools';
import { previewImport, useImportParticipants } from './api/import-participants';
import { ClassImportForm } from './components/class-import-form';
import { SchoolSelect } from './components/school-select';

const NO_FORM = 'none';

/**
 * /participants/import: a class in one go into one school of the institute, with the parents'
 * decisions on a chosen form. `institutes`: an admin's choice; null for researchers.
 */
export function ImportParticipantsPage({ institutes }: { institutes: ResearchInstitute[] | null }) {
  const { t } = useTranslation('participants');
  const navigate = useNavigate();
  const { researcherContext } = useUserContext();
  const [instituteId, setInstituteId] = useState<number | null>(
    researcherContext?.researchInstituteId ?? institutes?.[0]?.id ?? null,
  );
  const [schoolId, setSchoolId] = useState<number | null>(null);
  const [consentFormId, setConsentFormId] = useState<number | null>(null);
  const schools = useInstituteSchools(instituteId);
  const forms = useConsentForms(instituteId).data;
  const importing = useImportParticipants();
  const ids = { form: useId(), school: useId() };

  const body = (text: string): ImportParticipantsBody => ({
    ...(institutes && { researchInstituteId: instituteId }),
    schoolId,
    consentFormId,
    text,
  });
  const save = async (text: string) => {
    const { imported } = await importing.mutateAsync(body(text));
    await navigate({
      to: '/participants',
      search: schoolId === null ? {} : { school: schoolId },
    });
    // After the page change, which dismisses the toasts of the page left.
    toast({ variant: 'success', title: t('import.done', { count: imported }) });
  };

  const fields = (
    <>
      {institutes && (
        <div className="grid gap-2">
          <Label htmlFor="import-institute">{t('form.institute')}</Label>
          <InstituteSelect
            id="import-institute"
            institutes={institutes}
            value={instituteId}
            onChange={(id) => {
              setInstituteId(id);
              setSchoolId(null);
              setConsentFormId(null);
            }}
            none={{ value: 'none', label: t('form.noInstitute') }}
          />
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.school}>{t('form.school')}</Label>
          <SchoolSelect id={ids.school} schools={schools} value={schoolId} onChange={setSchoolId} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.form}>{t('import.consentForm')}</Label>
          <NativeSelect
            id={ids.form}
            value={consentFormId === null ? NO_FORM : String(consentFormId)}
            onChange={(event) =>
              setConsentFormId(event.target.value === NO_FORM ? null : Number(event.target.value))
            }
          >
            <NativeSelectOption value={NO_FORM}>{t('import.noConsentForm')}</NativeSelectOption>
            {forms?.map((form) => (
              <NativeSelectOption key={form.id} value={String(form.id)}>
                {t('import.formOption', {
                  title: form.title,
                  version: form.version,
                  language: form.language,
                })}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      </div>
    </>
  );

  return (
    <>
      <PageHeader
        title={t('import.title')}
        subheader={
          institutes === null && researcherContext
            ? t('import.forInstitute', { institute: researcherContext.researchInstituteName })
            : undefined
        }
        back={{ to: '/participants', label: t('detail.back') }}
      />
      <ClassImportForm
        description={t('import.description')}
        template={IMPORT_TEMPLATE}
        choices={{ fields, values: [instituteId, schoolId, consentFormId] }}
        check={(text) => previewImport(body(text))}
        save={save}
        showConsent
      />
    </>
  );
}
