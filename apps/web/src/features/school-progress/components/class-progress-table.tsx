import { useTranslation } from 'react-i18next';
import type { ChildProgress, ChildSessionProgress, SchoolProgress } from '@cogniplay/contract';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

type ClassProgressTableProps = {
  assessments: SchoolProgress['assessments'];
  rows: readonly ChildProgress[];
  /** The table's accessible name: the class. */
  caption: string;
};

/**
 * One class: a row per child, a column per assessment, each cell where the child's latest
 * session of it stands (and how many answers of how many, once begun).
 */
export function ClassProgressTable({ assessments, rows, caption }: ClassProgressTableProps) {
  const { t } = useTranslation('organisations');
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('staffArea.child')}</TableHead>
          {assessments.map((assessment) => (
            <TableHead key={assessment.id} scope="col" className="min-w-32 whitespace-normal">
              {assessment.name}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((child) => (
          <TableRow key={child.participantId} data-testid="child-progress-row">
            <TableHead scope="row" className="font-normal whitespace-normal">
              <span className="block font-medium break-words">
                {[child.firstName, child.lastName].filter(Boolean).join(' ') || child.subjectId}
              </span>
              {(child.firstName || child.lastName) && (
                <span className="text-muted-foreground block text-xs">{child.subjectId}</span>
              )}
            </TableHead>
            {assessments.map((assessment) => (
              <TableCell key={assessment.id}>
                <SessionProgress
                  session={child.sessions.find((s) => s.assessmentId === assessment.id)}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A state in words, with the answers given of those needed while it is under way. */
function SessionProgress({ session }: { session: ChildSessionProgress | undefined }) {
  const { t } = useTranslation(['organisations', 'assessments']);
  if (!session) {
    return (
      <>
        <span aria-hidden="true" className="text-muted-foreground">
          —
        </span>
        <span className="sr-only">{t('staffArea.noSession')}</span>
      </>
    );
  }
  const counted = session.state === 'in_progress' || session.state === 'stopped';
  return (
    <span>
      {t(`assessments:state.${session.state}`)}
      {counted && (
        <span className="text-muted-foreground">
          {' '}
          {t('staffArea.answered', {
            answered: session.answeredCount,
            total: session.totalCount,
          })}
        </span>
      )}
    </span>
  );
}
