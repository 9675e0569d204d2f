import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/card-grid';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { sortByName } from '@/lib/compare-text';
import { useResearchInstitutes } from './api/get-research-institutes';
import { ResearchInstituteCard } from './components/research-institute-card';

/** /admin/research-institutes: the institutes as cards, sorted by name case-insensitively. */
export function ResearchInstitutesPage() {
  const { t } = useTranslation('organisations');
  const institutes = useResearchInstitutes();
  const sorted = useMemo(() => sortByName(institutes), [institutes]);
  const shown = useProgressiveCount(sorted.length);

  if (sorted.length === 0) {
    return <p className="text-muted-foreground">{t('researchInstitutes.empty')}</p>;
  }
  return (
    <CardGrid>
      {sorted.slice(0, shown).map((institute) => (
        <ResearchInstituteCard key={institute.id} institute={institute} />
      ))}
    </CardGrid>
  );
}
