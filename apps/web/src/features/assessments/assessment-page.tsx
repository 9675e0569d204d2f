import type { ReactNode } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Lock, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isGameSlug } from '@cogniplay/contract';
import { DetailRow } from '@/components/detail-row';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { TextLink } from '@/components/text-link';
import { gamePath } from '@/features/games/registry';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useAssessment } from './api/get-assessment';
import { AssessmentProgress } from './components/assessment-progress';
import { AssessmentSessions, type RenderClassFilter } from './components/assessment-sessions';
import { DeleteAssessmentDialog } from './components/delete-assessment-dialog';
import { DuplicateAssessmentDialog } from './components/duplicate-assessment-dialog';
import {
  StartSessionsDialog,
  type RenderParticipantChooser,
} from './components/start-sessions-dialog';
import { InstanceCells, InstanceHeadings } from './components/instance-columns';
import { formatDateTime } from '@/lib/format-date';

const route = getRouteApi('/_authenticated/assessments/$assessmentId/');

type AssessmentPageProps = {
  /** The route's export of the assessment's sessions, a header action. */
  exportAction?: ReactNode;
  /** Draws the chooser of participants of 'Start sessions'; without it there is no start. */
  renderParticipantChooser?: RenderParticipantChooser;
  /** Draws the sessions list's school and class selects. */
  renderClassFilter?: RenderClassFilter;
};

/**
 * /assessments/{id}: settings, instances in play order, the progress of its sessions, and the
 * sessions (filtered by state, school and class).
 * 'Start sessions' for chosen participants; 'Edit' and 'Delete' while no session exists; once
 * locked, a notice and 'Duplicate'. `exportAction` sits beside them.
 */
export function AssessmentPage({
  exportAction,
  renderParticipantChooser,
  renderClassFilter,
}: AssessmentPageProps = {}) {
  const { t, i18n } = useTranslation('assessments');
  const { assessmentId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const assessment = useAssessment(assessmentId);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));

  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span className="min-w-0 break-words">{assessment.name}</span>
            {assessment.locked && (
              <Badge variant="secondary">
                <Lock aria-hidden="true" />
                {t('locked')}
              </Badge>
            )}
          </span>
        }
        subheader={t('detail.created', {
          date: formatDateTime(assessment.createdAt, i18n.language),
        })}
        back={{ to: '/assessments', label: t('detail.back') }}
        actions={
          <>
            {exportAction}
            {renderParticipantChooser && (
              <StartSessionsDialog
                assessment={assessment}
                renderChooser={renderParticipantChooser}
              />
            )}
            {assessment.locked ? (
              <DuplicateAssessmentDialog id={assessment.id} name={assessment.name} />
            ) : (
              <>
                <DeleteAssessmentDialog id={assessment.id} name={assessment.name} />
                <Button asChild>
                  <Link to="/assessments/$assessmentId/edit" params={{ assessmentId }}>
                    <Pencil aria-hidden="true" />
                    {t('detail.edit')}
                  </Link>
                </Button>
              </>
            )}
          </>
        }
      />
      <div className="grid max-w-5xl gap-6">
        {assessment.locked && (
          <div
            role="note"
            className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
          >
            <Lock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-semibold">{t('detail.lockedTitle')}</p>
              <p className="text-sm">{t('detail.lockedText')}</p>
            </div>
          </div>
        )}
        <Card className="py-2">
          <CardContent className="px-5">
            <dl className="divide-y">
              <DetailRow wide label={t('detail.institute')}>
                {assessment.researchInstitute.name}
              </DetailRow>
              <DetailRow wide label={t('settings.showDemonstration')}>
                {yesNo(assessment.settings.showDemonstration)}
              </DetailRow>
              <DetailRow wide label={t('settings.giveFeedback')}>
                {yesNo(assessment.settings.giveFeedback)}
              </DetailRow>
              <DetailRow wide label={t('settings.pictureSet')}>
                {t(`settings.pictureSets.${assessment.settings.pictureSet}`)}
              </DetailRow>
              <DetailRow wide label={t('settings.instanceOrder')}>
                {t(`settings.instanceOrders.${assessment.settings.instanceOrder}`)}
              </DetailRow>
              <DetailRow wide label={t('settings.shuffleItems')}>
                {yesNo(assessment.settings.shuffleItems)}
              </DetailRow>
            </dl>
          </CardContent>
        </Card>
        <SectionCard title={t('detail.items')}>
          <div className="rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('detail.position')}</TableHead>
                  <InstanceHeadings />
                  <TableHead className="text-right">{t('detail.targetItems')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {assessment.items.map((item) => (
                  <TableRow key={item.position} data-testid="assessment-item">
                    <TableCell className="tabular-nums">{item.position + 1}</TableCell>
                    <TableCell>
                      {isGameSlug(item.game) ? (
                        <TextLink
                          to={`${gamePath(item.game)}/items/$id`}
                          params={{ id: item.instanceId }}
                        >
                          {item.instanceId}
                        </TextLink>
                      ) : (
                        item.instanceId
                      )}
                    </TableCell>
                    <InstanceCells instance={item} />
                    <TableCell className="text-right tabular-nums">
                      {item.targetItemCount}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </SectionCard>
        <AssessmentProgress assessmentId={assessmentId} />
        <AssessmentSessions
          assessment={assessment}
          filter={search}
          onFilterChange={(next) => void navigate({ search: next, replace: true })}
          renderClassFilter={renderClassFilter}
        />
      </div>
    </>
  );
}
