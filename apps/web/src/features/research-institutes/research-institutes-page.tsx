import { useTranslation } from 'react-i18next';
import { NamedCardGrid } from '@/components/card-grid';
import { useResearchInstitutes } from './api/get-research-institutes';
import { ResearchInstituteCard } from './components/research-institute-card';

/** /admin/research-institutes: the institutes as cards, sorted by name case-insensitively. */
export function ResearchInstitutesPage() {
  const { t } = useTranslation('organisations');
  const institutes = useResearchInstitutes();
  return (
    <NamedCardGrid
      items={institutes}
      empty={t('researchInstitutes.empty')}
      card={(institute) => <ResearchInstituteCard key={institute.id} institute={institute} />}
    />
  );
}
