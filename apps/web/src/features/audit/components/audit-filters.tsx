import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import type { AuditSearch } from '../audit-search';

type AuditFiltersProps = {
  search: AuditSearch;
  /** Every action recorded so far. */
  actions: string[];
};

/** Actor, action and days; applied together (a new search starts at page 1). */
export function AuditFilters({ search, actions }: AuditFiltersProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reversed, setReversed] = useState(false);

  function apply(form: FormData) {
    const value = (name: string) => {
      const text = form.get(name);
      return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
    };
    const [from, to] = [value('from'), value('to')];
    // ISO days compare as text.
    setReversed(from !== undefined && to !== undefined && from > to);
    if (from !== undefined && to !== undefined && from > to) return;
    void navigate({
      to: '/admin/audit',
      search: {
        actor: value('actor'),
        action: value('action'),
        from,
        to,
      },
    });
  }

  return (
    <form
      // Keyed by the search: going back in history shows that search's filters.
      key={JSON.stringify(search)}
      aria-label={t('audit.filters')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        apply(new FormData(event.currentTarget));
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="audit-actor">{t('audit.actorFilter')}</Label>
        <Input id="audit-actor" name="actor" type="search" defaultValue={search.actor ?? ''} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-action">{t('audit.actionFilter')}</Label>
        <NativeSelect id="audit-action" name="action" defaultValue={search.action ?? ''}>
          <NativeSelectOption value="">{t('audit.allActions')}</NativeSelectOption>
          {actions.map((action) => (
            <NativeSelectOption key={action} value={action}>
              {action}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-from">{t('audit.from')}</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={search.from ?? ''} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-to">{t('audit.to')}</Label>
        <Input
          id="audit-to"
          name="to"
          type="date"
          defaultValue={search.to ?? ''}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? 'audit-days-error' : undefined}
        />
      </div>
      <Button type="submit">{t('audit.apply')}</Button>
      {reversed && (
        <p id="audit-days-error" role="alert" className="text-destructive text-sm sm:col-span-2">
          {t('audit.reversed')}
        </p>
      )}
    </form>
  );
}
