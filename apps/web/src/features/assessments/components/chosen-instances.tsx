import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { moveItem } from '../item-order';

/** What the list shows of a chosen instance. */
export type ChosenInstance = {
  id: number;
  sequenceNumber: number | null;
  label: string | null;
  exerciseName: string | null;
};

type ChosenInstancesProps = {
  /** In play order. */
  items: readonly ChosenInstance[];
  onChange: (ids: number[]) => void;
};

type Focus = { id: number; button: 'up' | 'down' };

/**
 * The chosen instances in play order, each with 'Move up', 'Move down' and 'Remove' buttons.
 * Focus stays on the moved instance's button (or its other move button at either end), and a
 * live region says where it went, so the order can be set with the keyboard alone.
 */
export function ChosenInstances({ items, onChange }: ChosenInstancesProps) {
  const { t } = useTranslation('assessments');
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<Focus | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // After a move has re-rendered the list, focus follows the moved instance.
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const index = items.findIndex((item) => item.id === focus.id);
    const atEdge = focus.button === 'up' ? index === 0 : index === items.length - 1;
    const button = atEdge ? (focus.button === 'up' ? 'down' : 'up') : focus.button;
    buttons.current.get(`${focus.id}-${button}`)?.focus();
  }, [items]);

  const ids = items.map((item) => item.id);
  const move = (index: number, delta: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    onChange(moveItem(ids, index, delta));
    setAnnouncement(
      t('form.moved', { id: item.id, position: index + delta + 1, count: items.length }),
    );
    pendingFocus.current = { id: item.id, button: delta < 0 ? 'up' : 'down' };
  };
  const remove = (id: number) => {
    onChange(ids.filter((other) => other !== id));
    setAnnouncement(t('form.removed', { id }));
  };
  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="grid gap-2">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('form.noneChosen')}</p>
      ) : (
        <ol className="grid gap-2" data-testid="chosen-instances">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border p-2 pl-3"
              data-testid="chosen-instance"
            >
              <span
                aria-hidden="true"
                className="bg-muted flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums"
              >
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">
                  {t('form.itemTitle', { id: item.id, sequenceNumber: item.sequenceNumber })}
                </span>
                {(item.label ?? item.exerciseName) && (
                  <span className="text-muted-foreground block text-sm">
                    {[item.label, item.exerciseName].filter(Boolean).join(' · ')}
                  </span>
                )}
              </span>
              <span className="flex gap-1">
                <Button
                  ref={ref(`${item.id}-up`)}
                  type="button"
                  variant="outline"
                  size="icon"
                  disabled={index === 0}
                  aria-label={t('form.moveUp', { id: item.id })}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  ref={ref(`${item.id}-down`)}
                  type="button"
                  variant="outline"
                  size="icon"
                  disabled={index === items.length - 1}
                  aria-label={t('form.moveDown', { id: item.id })}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('form.remove', { id: item.id })}
                  onClick={() => remove(item.id)}
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
