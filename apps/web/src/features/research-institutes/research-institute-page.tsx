import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/card-grid';
import { sortPeople } from '@/lib/people';
import { createResearchInstituteBodySchema } from '@cogniplay/contract';
import { RenameDialog } from '@/components/rename-dialog';
import { useResearchInstitute } from './api/get-research-institute';
import { useRenameResearchInstitute } from './api/rename-research-institute';
import { useResearchers } from './api/get-researchers';
import { ConsentSettingsSection } from './components/consent-settings-section';
import { InviteResearcherDialog } from './components/invite-researcher-dialog';
import { ResearcherCard } from './components/researcher-card';

const route = getRouteApi('/_authenticated/admin/research-institutes/$instituteId');

/** /admin/research-institutes/{id}: the institute, its researchers and the invite, its consent. */
export function ResearchInstitutePage() {
  const { t } = useTranslation('organisations');
  const { instituteId } = route.useParams();
  const institute = useResearchInstitute(instituteId);
  const rename = useRenameResearchInstitute(instituteId);
  const researchers = useResearchers(instituteId);
  const sorted = useMemo(() => sortPeople(researchers), [researchers]);

  return (
    <section aria-labelledby="institute-name" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="institute-name" className="text-xl font-semibold break-words">
            {institute.name}
          </h2>
          <p className="text-muted-foreground text-sm">
            {t('researchInstitutes.detail.id', { id: institute.id })}
          </p>
        </div>
        <RenameDialog
          name={institute.name}
          parse={(name) => createResearchInstituteBodySchema.safeParse({ name }).data?.name}
          rename={(name) => rename.mutateAsync({ name })}
          texts={{
            open: t('researchInstitutes.rename.open'),
            title: t('researchInstitutes.rename.title'),
            description: t('researchInstitutes.rename.description'),
            label: t('researchInstitutes.rename.label'),
            submit: t('researchInstitutes.rename.open'),
            cancel: t('schools.rename.cancel'),
            invalid: t('researchInstitutes.rename.invalid'),
            taken: t('researchInstitutes.rename.taken'),
            done: t('researchInstitutes.rename.done'),
            failed: t('schools.rename.failed'),
            somethingWentWrong: t('consent.somethingWentWrong'),
          }}
        />
      </div>
      <section aria-labelledby="researchers-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 id="researchers-heading" className="text-lg font-semibold">
              {t('researchInstitutes.detail.researchers')}
            </h3>
            <p className="text-muted-foreground text-sm">
              {t('researchInstitutes.detail.members', { count: researchers.length })}
            </p>
          </div>
          <InviteResearcherDialog instituteId={institute.id} />
        </div>
        {sorted.length === 0 ? (
          <p className="text-muted-foreground">{t('researchInstitutes.detail.noResearchers')}</p>
        ) : (
          <CardGrid>
            {sorted.map((researcher) => (
              <ResearcherCard key={researcher.id} researcher={researcher} />
            ))}
          </CardGrid>
        )}
      </section>
      <ConsentSettingsSection instituteId={institute.id} />
    </section>
  );
}
