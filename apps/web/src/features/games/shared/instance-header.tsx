import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { GamePath } from './game-tabs';

type InstanceHeaderProps = {
  /** The game's items page, where 'All items' leads back to, with the table's sort and page. */
  backTo: `${GamePath}/items`;
  title: string;
  /** Label and value pairs under the title, in order. */
  facts: { label: string; value: ReactNode }[];
};

/** The top of an instance's page: 'All items', the instance's title and its facts. */
export function InstanceHeader({ backTo, title, facts }: InstanceHeaderProps) {
  const { t } = useTranslation('games');
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
        {/* Back to the sort and page the table had when the item was opened. */}
        <Link to={backTo} search={true}>
          <ArrowLeft aria-hidden="true" />
          {t('item.back')}
        </Link>
      </Button>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <dl className="text-muted-foreground mt-1 flex flex-wrap gap-x-4 text-sm">
        {facts.map(({ label, value }) => (
          <div key={label} className="flex gap-1">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
