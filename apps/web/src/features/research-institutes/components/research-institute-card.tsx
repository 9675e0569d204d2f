import { Link } from '@tanstack/react-router';
import { ChevronRight, FlaskConical } from 'lucide-react';
import type { ResearchInstitute } from '@cogniplay/contract';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

/** A research institute in the admin's list, linking to its page. */
export function ResearchInstituteCard({ institute }: { institute: ResearchInstitute }) {
  return (
    <li>
      <Link
        to="/admin/research-institutes/$instituteId"
        params={{ instituteId: institute.id }}
        className="group focus-visible:ring-ring/50 block h-full rounded-xl outline-none focus-visible:ring-[3px]"
      >
        <Card className="group-hover:bg-accent/50 h-full transition-colors">
          <CardHeader className="flex items-center gap-3">
            <FlaskConical className="text-muted-foreground size-5 shrink-0" aria-hidden="true" />
            <CardTitle className="line-clamp-2 min-w-0 flex-1 break-words">
              {institute.name}
            </CardTitle>
            <ChevronRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
          </CardHeader>
        </Card>
      </Link>
    </li>
  );
}
