import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@cogniplay/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { mailTextParts } from '../mail-text';

const LINK_CLASS = 'text-primary font-medium break-all underline underline-offset-4';

type OutboxMailProps = { mail: OutboxMessage; when: Intl.DateTimeFormat; open: boolean };

/** One kept mail: subject, recipient, when it was kept, its link, and its text (links clickable). */
export function OutboxMail({ mail, when, open }: OutboxMailProps) {
  const { t } = useTranslation();
  return (
    <li>
      <Card className="gap-3" data-testid="outbox-mail">
        <CardHeader>
          <CardTitle className="break-words">
            <h2>{mail.subject}</h2>
          </CardTitle>
          <dl className="text-muted-foreground grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt>{t('outbox.to')}</dt>
            <dd className="text-foreground min-w-0 break-all">{mail.to}</dd>
            <dt>{t('outbox.at')}</dt>
            <dd>
              <time dateTime={mail.createdAt}>{when.format(new Date(mail.createdAt))}</time>
            </dd>
            {mail.link && (
              <>
                <dt>{t('outbox.link')}</dt>
                <dd className="min-w-0">
                  <a href={mail.link} className={LINK_CLASS}>
                    {mail.link}
                  </a>
                </dd>
              </>
            )}
          </dl>
        </CardHeader>
        <CardContent>
          <details open={open}>
            <summary className="cursor-pointer text-sm font-medium">{t('outbox.text')}</summary>
            <pre className="bg-muted mt-2 rounded-md p-3 font-sans text-sm break-words whitespace-pre-wrap">
              {mailTextParts(mail.text, mail.link).map((part, index) =>
                part.kind === 'link' ? (
                  <a key={index} href={part.value} className={LINK_CLASS}>
                    {part.value}
                  </a>
                ) : (
                  part.value
                ),
              )}
            </pre>
          </details>
        </CardContent>
      </Card>
    </li>
  );
}
