import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/card-grid';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { sortByName } from '@/lib/compare-text';
import type { Viewer } from '@/lib/viewer';
import { useSchools } from './api/get-schools';
import { SchoolCard } from './components/school-card';

/** /admin/schools and /r/schools: the schools the viewer may see, sorted by name. */
export function SchoolsPage({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('organisations');
  const schools = useSchools();
  const sorted = useMemo(() => sortByName(schools), [schools]);
  const shown = useProgressiveCount(sorted.length);

  if (sorted.length === 0) {
    return <p className="text-muted-foreground">{t('schools.empty')}</p>;
  }
  return (
    <CardGrid>
      {sorted.slice(0, shown).map((school) => (
        <SchoolCard key={school.id} school={school} viewer={viewer} />
      ))}
    </CardGrid>
  );
}
