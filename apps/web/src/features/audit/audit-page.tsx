import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@cogniplay/contract';
import { PageHeader } from '@/components/page-header';
import { PageLinks } from '@/components/page-links';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useAudit } from './api/get-audit';
import { AuditFilters } from './components/audit-filters';

const route = getRouteApi('/_authenticated/admin/audit');

/** /admin/audit: who changed what, when; filtered and paged through the address. */
export function AuditPage() {
  const { t } = useTranslation();
  // The filters as the loader read them (the address may carry other parameters too).
  const search = route.useLoaderDeps();
  const audit = useAudit(search);
  const pageCount = Math.max(1, Math.ceil(audit.total / audit.pageSize));

  return (
    <>
      <PageHeader title={t('audit.title')} subheader={t('audit.subheader')} />
      <AuditFilters search={search} actions={audit.actions} />
      <p className="text-muted-foreground my-4 text-sm" aria-live="polite">
        {t('audit.count', { count: audit.total })}
      </p>
      {audit.entries.length > 0 && <AuditTable entries={audit.entries} />}
      <PageLinks
        to="/admin/audit"
        page={audit.page}
        pageCount={pageCount}
        labels={{
          nav: t('audit.pages'),
          previous: t('audit.previous'),
          next: t('audit.next'),
          status: t('audit.page', { page: audit.page, pageCount }),
        }}
      />
    </>
  );
}

/** The entries as a table: when, who, what, on which record, its result and details. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (
    <div className="rounded-md border">
      <Table scrollLabel={t('audit.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('audit.when')}</TableHead>
            <TableHead>{t('audit.who')}</TableHead>
            <TableHead>{t('audit.action')}</TableHead>
            <TableHead>{t('audit.record')}</TableHead>
            <TableHead>{t('audit.result')}</TableHead>
            <TableHead>{t('audit.details')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-testid="audit-row">
              <TableCell className="whitespace-nowrap">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </TableCell>
              <TableCell>
                {entry.actor ? (
                  <>
                    {entry.actor.name ?? entry.actor.email}
                    {entry.actor.name && (
                      <span className="text-muted-foreground block text-xs">
                        {entry.actor.email}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-muted-foreground">{t('audit.system')}</span>
                )}
              </TableCell>
              <TableCell>
                <code className="text-xs">{entry.action}</code>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {entry.entityType}
                {entry.entityId !== null && ` #${entry.entityId}`}
              </TableCell>
              <TableCell className={entry.result === 'failed' ? 'text-destructive' : undefined}>
                {entry.result === 'failed' ? t('audit.failed') : t('audit.succeeded')}
              </TableCell>
              <TableCell>
                {Object.keys(entry.details).length > 0 && (
                  <code className="block max-w-xs text-xs break-all">
                    {JSON.stringify(entry.details)}
                  </code>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
