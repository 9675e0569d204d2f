import { Link } from '@tanstack/react-router';
import { Lock, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { TextLink } from '@/components/text-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useAssessments } from '@/lib/assessments/get-assessments';

/** /assessments: every assessment the user may see, newest first, and 'New assessment'. */
export function AssessmentsPage() {
  const { t } = useTranslation('assessments');
  const assessments = useAssessments();

  return (
    <>
      <PageHeader
        title={t('title')}
        subheader={t('subheader')}
        actions={
          <Button asChild>
            <Link to="/assessments/new">
              <Plus aria-hidden="true" />
              {t('new')}
            </Link>
          </Button>
        }
      />
      {assessments.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div className="rounded-md border">
          <Table aria-label={t('list.label')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('list.name')}</TableHead>
                <TableHead>{t('list.institute')}</TableHead>
                <TableHead className="text-right">{t('list.instances')}</TableHead>
                <TableHead>{t('list.sessions')}</TableHead>
                <TableHead>{t('list.status')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {assessments.map((assessment) => (
                <TableRow key={assessment.id} data-testid="assessment-row">
                  <TableCell className="max-w-72 min-w-40 whitespace-normal">
                    <TextLink
                      to="/assessments/$assessmentId"
                      params={{ assessmentId: assessment.id }}
                    >
                      {assessment.name}
                    </TextLink>
                  </TableCell>
                  <TableCell className="max-w-56 min-w-36 whitespace-normal">
                    {assessment.researchInstitute.name}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {assessment.instanceCount}
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {t('list.sessionSummary', {
                      total: assessment.sessionCounts.total,
                      completed: assessment.sessionCounts.completed,
                    })}
                  </TableCell>
                  <TableCell>
                    {assessment.locked ? (
                      <Badge variant="secondary">
                        <Lock aria-hidden="true" />
                        {t('locked')}
                      </Badge>
                    ) : (
                      <Badge variant="outline">{t('editable')}</Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}
