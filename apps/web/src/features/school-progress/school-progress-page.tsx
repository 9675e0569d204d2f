import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolMembership } from '@cogniplay/contract';
import { PageHeader } from '@/components/page-header';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { useSchoolProgress } from './api/get-school-progress';
import { ClassProgressTable } from './components/class-progress-table';
import { StaffRoles } from './components/staff-roles';

type SchoolProgressPageProps = {
  membership: SchoolMembership;
  /** The class shown (from the address); the first class when none or an unknown one. */
  group: string | undefined;
  onGroupChange: (group: string) => void;
  /** Beside the classes' title: importing a class, for the school's administrators. */
  classesAction?: ReactNode;
  /** Below the classes: the play-link sheets to print. */
  sheetsSection?: ReactNode;
  /** Last: the school's staff, for its administrators. */
  staffSection?: ReactNode;
};

/** The key of the class-less group in the select: no class label can be empty. */
const NO_CLASS = '';

/**
 * /s/{schoolId}: the school's classes, one at a time (chosen above it), with each child's
 * assessments and where they stand; progress only, never scores.
 */
export function SchoolProgressPage({
  membership,
  group,
  onGroupChange,
  classesAction,
  sheetsSection,
  staffSection,
}: SchoolProgressPageProps) {
  const { t } = useTranslation('organisations');
  const selectId = useId();
  const progress = useSchoolProgress(membership.schoolId);
  const groupName = (label: string | null) => label ?? t('staffArea.noClass');
  const shown = progress.groups.find((g) => (g.group ?? NO_CLASS) === group) ?? progress.groups[0];

  return (
    <>
      <PageHeader
        title={<span className="break-words">{progress.school.name}</span>}
        subheader={<StaffRoles membership={membership} />}
        back={{ to: '/s', label: t('staffArea.back') }}
      />
      <section aria-labelledby={`${selectId}-title`} className="mb-8 grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${selectId}-title`} className="text-lg font-semibold">
            {t('staffArea.classes')}
          </h2>
          {classesAction}
        </div>
        <p className="text-muted-foreground text-sm">{t('staffArea.progressOnly')}</p>
        {shown === undefined ? (
          <p>{t('staffArea.noChildren')}</p>
        ) : (
          <>
            <div className="grid max-w-sm gap-1.5">
              <Label htmlFor={selectId}>{t('staffArea.class')}</Label>
              <NativeSelect
                id={selectId}
                value={shown.group ?? NO_CLASS}
                onChange={(event) => onGroupChange(event.target.value)}
              >
                {progress.groups.map((g) => (
                  <NativeSelectOption key={g.group ?? NO_CLASS} value={g.group ?? NO_CLASS}>
                    {t('staffArea.classOption', {
                      group: groupName(g.group),
                      count: g.children.length,
                    })}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </div>
            {progress.assessments.length === 0 && (
              <p className="text-muted-foreground">{t('staffArea.noSessions')}</p>
            )}
            <ClassProgressTable
              assessments={progress.assessments}
              rows={shown.children}
              caption={groupName(shown.group)}
            />
          </>
        )}
      </section>
      {sheetsSection}
      {staffSection}
    </>
  );
}
