import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Researcher } from '@cogniplay/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fullName } from '@/lib/people';

/** A researcher of an institute: the name, or 'Pending onboarding' in italics, and a mail link. */
export function ResearcherCard({ researcher }: { researcher: Researcher }) {
  const { t } = useTranslation('organisations');
  const name = fullName(researcher);
  return (
    <li>
      <Card className="h-full gap-3">
        <CardHeader>
          <CardTitle className="truncate">
            {name || (
              <em className="text-muted-foreground font-normal">{t('pendingOnboarding')}</em>
            )}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <a
            href={`mailto:${researcher.email}`}
            className="text-muted-foreground hover:text-foreground inline-flex max-w-full items-center gap-2 text-sm underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{researcher.email}</span>
          </a>
        </CardContent>
      </Card>
    </li>
  );
}
