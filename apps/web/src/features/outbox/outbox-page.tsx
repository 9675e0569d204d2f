import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { useMailDelivery } from '@/lib/current-user/get-context';
import { useOutbox } from './api/get-outbox';
import { OutboxMail } from './components/outbox-mail';

/**
 * /admin/outbox: the mails the server kept instead of sending them (no SMTP server), newest
 * first, for an admin to pass their links on. With an SMTP server it says so and lists what
 * was kept before.
 */
export function OutboxPage() {
  const { t, i18n } = useTranslation();
  const mails = useOutbox();
  const delivery = useMailDelivery();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <>
      <PageHeader
        title={t('outbox.title')}
        subheader={delivery === 'smtp' ? t('outbox.smtpNote') : t('outbox.subheader')}
      />
      {mails.length === 0 ? (
        <EmptyState>{t('outbox.empty')}</EmptyState>
      ) : (
        <>
          <p className="text-muted-foreground mb-4 text-sm">
            {t('outbox.count', { count: mails.length })}
          </p>
          <ol className="grid gap-4">
            {mails.map((mail, index) => (
              <OutboxMail key={mail.id} mail={mail} when={when} open={index === 0} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}
