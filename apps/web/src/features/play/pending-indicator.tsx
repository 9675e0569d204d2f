import { CloudUpload } from 'lucide-react';
import { plural, usePlayTexts } from './play-texts';

/** For the adult, out of the child's way: how many answers wait to be sent (nothing when none). */
export function PendingIndicator({ pending }: { pending: number }) {
  const { texts } = usePlayTexts();
  const label = plural({ one: texts.pending.label_one, other: texts.pending.label_other }, pending);
  return (
    <div role="status" className="pointer-events-none absolute top-2 right-2">
      {pending > 0 && (
        <span
          className="flex items-center gap-1 rounded-full bg-slate-200 px-2.5 py-1 text-sm font-medium text-slate-800"
          data-testid="play-pending"
          title={label}
        >
          <CloudUpload className="size-4" aria-hidden="true" />
          <span aria-hidden="true">{pending}</span>
          <span className="sr-only">{label}</span>
        </span>
      )}
    </div>
  );
}
