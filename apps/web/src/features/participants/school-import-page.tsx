import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SCHOOL_IMPORT_TEMPLATE, type ImportPreview } from '@cogniplay/contract';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/hooks/use-toast';
import { useSchool } from '@/lib/schools/get-school';
import { previewSchoolImport, useSchoolImport } from './api/import-participants';
import { ClassImportForm } from './components/class-import-form';

/**
 * /s/{schoolId}/import: a school's administrator imports a class list into their school (the
 * children join its managing institute). The parents' decisions stay the research team's.
 */
export function SchoolImportPage({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('participants');
  const navigate = useNavigate();
  const school = useSchool(schoolId);
  const importing = useSchoolImport(schoolId);

  const save = async (text: string, preview: ImportPreview) => {
    const { imported } = await importing.mutateAsync({ text });
    // The school page opens on the class just imported (its first row's).
    const group = preview.rows[0]?.group;
    await navigate({
      to: '/s/$schoolId',
      params: { schoolId },
      search: group ? { group } : {},
    });
    // After the page change, which dismisses the toasts of the page left.
    toast({ variant: 'success', title: t('import.done', { count: imported }) });
  };

  return (
    <>
      <PageHeader
        title={t('import.title')}
        subheader={
          school.managingInstitute &&
          t('import.forSchool', {
            school: school.name,
            institute: school.managingInstitute.name,
          })
        }
        back={{ to: '/s/$schoolId', params: { schoolId }, label: t('import.backToSchool') }}
      />
      <ClassImportForm
        description={t('import.schoolDescription')}
        template={SCHOOL_IMPORT_TEMPLATE}
        check={(text) => previewSchoolImport(schoolId, { text })}
        save={save}
        showConsent={false}
      />
    </>
  );
}
