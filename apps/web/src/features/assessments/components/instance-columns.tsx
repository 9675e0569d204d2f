import { useTranslation } from 'react-i18next';
import type { RuleFindingInstanceSummary } from '@cogniplay/contract';
import { TableCell, TableHead } from '@/components/ui/table';

/** Rule-finding instances have a sequence number; other games' instances have none. */
type Instance = Pick<RuleFindingInstanceSummary, 'label' | 'exerciseName'> & {
  sequenceNumber: number | null;
};

/** An instance's column headings in a table: ID, sequence number, label and exercise name. */
export function InstanceHeadings() {
  const { t } = useTranslation('assessments');
  return (
    <>
      <TableHead>{t('form.id')}</TableHead>
      <TableHead>{t('form.sequenceNumber')}</TableHead>
      <TableHead>{t('form.label')}</TableHead>
      <TableHead>{t('form.exerciseName')}</TableHead>
    </>
  );
}

/** An instance's cells after its ID cell: sequence number, label and exercise name. */
export function InstanceCells({ instance }: { instance: Instance }) {
  return (
    <>
      <TableCell className="tabular-nums">{instance.sequenceNumber}</TableCell>
      <TableCell>{instance.label ?? ''}</TableCell>
      <TableCell>{instance.exerciseName ?? ''}</TableCell>
    </>
  );
}
