import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRight, School as SchoolIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { School } from '@cogniplay/contract';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SCHOOL_ROUTE, type Viewer } from '@/lib/viewer';

/**
 * A school in a list: its name and managing institute, or 'View details' when no
 * institute manages it. Links into the viewer's own area.
 */
export const SchoolCard = memo(function SchoolCard({
  school,
  viewer,
}: {
  school: School;
  viewer: Viewer;
}) {
  const { t } = useTranslation('organisations');
  return (
    // Cards out of view skip layout and paint until scrolled to (a list may hold 1,000).
    <li className="[contain-intrinsic-size:auto_5.5rem] [content-visibility:auto]">
      <Link
        to={SCHOOL_ROUTE[viewer]}
        params={{ schoolId: school.id }}
        className="group focus-visible:ring-ring/50 block h-full rounded-xl outline-none focus-visible:ring-[3px]"
      >
        <Card className="group-hover:bg-accent/50 h-full transition-colors">
          <CardHeader className="grid-cols-[auto_1fr_auto] items-center gap-x-3">
            <SchoolIcon
              className="text-muted-foreground row-span-2 size-5 shrink-0"
              aria-hidden="true"
            />
            <CardTitle className="line-clamp-2 break-words">{school.name}</CardTitle>
            <ChevronRight
              className="text-muted-foreground col-start-3 row-span-2 row-start-1 size-4"
              aria-hidden="true"
            />
            <CardDescription className="col-start-2 truncate">
              {school.managingInstitute?.name ?? t('schools.viewDetails')}
            </CardDescription>
          </CardHeader>
        </Card>
      </Link>
    </li>
  );
});
