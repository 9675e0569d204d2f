import { useTranslation } from 'react-i18next';
import { NamedCardGrid } from '@/components/card-grid';
import type { Viewer } from '@/lib/viewer';
import { useSchools } from './api/get-schools';
import { SchoolCard } from './components/school-card';

/** /admin/schools and /r/schools: the schools the viewer may see, sorted by name. */
export function SchoolsPage({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('organisations');
  const schools = useSchools();
  return (
    <NamedCardGrid
      items={schools}
      empty={t('schools.empty')}
      card={(school) => <SchoolCard key={school.id} school={school} viewer={viewer} />}
    />
  );
}
