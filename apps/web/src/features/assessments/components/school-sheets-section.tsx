import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toastFailure } from '@/lib/failure-toast';
import { formatDateTime } from '@/lib/format-date';
import { schoolSheetsQueryOptions, usePrintSchoolSheet } from '../api/school-sheets';

/**
 * A school page's play-link sheets: each start with cards of the school's children, and "Print"
 * for those not yet started (new links: their earlier cards stop working). The printed sheet
 * opens on its own page.
 */
export function SchoolSheetsSection({ schoolId }: { schoolId: number }) {
  const { t, i18n } = useTranslation('assessments');
  const navigate = useNavigate();
  const sheets = useQuery(schoolSheetsQueryOptions(schoolId));
  const print = usePrintSchoolSheet(schoolId);
  const { pending, run } = useSubmitLock();

  return (
    <section aria-labelledby="sheets-heading" className="mb-8 grid gap-3">
      <h2 id="sheets-heading" className="text-lg font-semibold">
        {t('sheets.title')}
      </h2>
      <p className="text-muted-foreground max-w-3xl text-sm">{t('sheets.explained')}</p>
      {sheets.isPending ? (
        <p className="text-muted-foreground">{t('sheets.loading')}</p>
      ) : sheets.isError ? (
        <p role="alert" className="text-destructive">
          {t('sheets.loadFailed')}
        </p>
      ) : sheets.data.sheets.length === 0 ? (
        <p className="text-muted-foreground">{t('sheets.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {sheets.data.sheets.map((sheet) => (
            <li
              key={sheet.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{sheet.assessment.name}</p>
                <p className="text-muted-foreground text-sm">
                  {t('sheets.summary', {
                    date: formatDateTime(sheet.createdAt, i18n.language),
                    count: sheet.cards,
                    left: sheet.reprintable,
                  })}
                </p>
              </div>
              {sheet.reprintable > 0 && (
                <Button
                  type="button"
                  variant="outline"
                  disabled={pending}
                  onClick={() =>
                    void run(
                      async () => {
                        await print.mutateAsync(sheet.id);
                        await navigate({
                          to: '/s/$schoolId/sheets/$batchId',
                          params: { schoolId, batchId: sheet.id },
                        });
                      },
                      (error) => toastFailure(t('error'), error, t('print.againFailed')),
                    )
                  }
                >
                  <Printer aria-hidden="true" />
                  {t('sheets.print', {
                    count: sheet.reprintable,
                    assessment: sheet.assessment.name,
                  })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
