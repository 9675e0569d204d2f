import { Mail } from 'lucide-react';
import type { Researcher } from '@cogniplay/contract';
import { PendingInvitation } from '@/components/pending-invitation';
import { PersonName } from '@/components/person-name';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useResendResearcherInvitation } from '../api/resend-researcher-invitation';
import { useRevokeResearcherInvitation } from '../api/revoke-researcher-invitation';

/**
 * A researcher of an institute: the name, or 'Pending onboarding' in italics (also for an
 * invitation not accepted yet, whose names are never shown), and a mail link. A pending card
 * shows the invitation's dates with Resend and Revoke.
 */
export function ResearcherCard({ researcher }: { researcher: Researcher }) {
  const pending = researcher.status === 'pending';
  return (
    <li>
      <Card className="h-full gap-3">
        <CardHeader>
          <CardTitle className="truncate">
            <PersonName person={researcher} pending={pending} />
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <a
            href={`mailto:${researcher.email}`}
            className="text-muted-foreground hover:text-foreground inline-flex max-w-full items-center gap-2 text-sm underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{researcher.email}</span>
          </a>
          {pending && <PendingResearcher researcher={researcher} />}
        </CardContent>
      </Card>
    </li>
  );
}

function PendingResearcher({ researcher }: { researcher: Researcher }) {
  const resend = useResendResearcherInvitation(researcher.researchInstituteId, researcher.id);
  const revoke = useRevokeResearcherInvitation(researcher.researchInstituteId, researcher.id);
  return (
    <PendingInvitation
      email={researcher.email}
      invitation={researcher.invitation}
      actions={{ resend, revoke }}
    />
  );
}
