import { CloudUpload, WifiOff } from 'lucide-react';
import { plural, savedOnDevice, usePlayTexts } from '@/features/games/shared/play/play-texts';

/**
 * For the adult, out of the child's way: how many answers wait to be sent (nothing when none).
 * While sending fails (offline), it says so in words: the answers are on this device and the
 * page must stay open. The end screen says it in its own text instead.
 */
export function PendingIndicator({
  pending,
  waitingForNetwork,
}: {
  pending: number;
  waitingForNetwork: boolean;
}) {
  const { texts } = usePlayTexts();
  const label = plural({ one: texts.pending.label_one, other: texts.pending.label_other }, pending);
  return (
    <div role="status" className="pointer-events-none">
      {pending > 0 && waitingForNetwork && (
        <p
          className="mx-auto mb-2 flex max-w-2xl items-center gap-2 rounded-xl bg-[#fef3c7] px-3 py-2 text-sm font-medium text-[#78350f] sm:text-base"
          data-testid="play-pending"
        >
          <WifiOff className="size-5 shrink-0" aria-hidden="true" />
          <span>{savedOnDevice(texts, pending)}</span>
        </p>
      )}
      {pending > 0 && !waitingForNetwork && (
        <span
          className="absolute top-2 right-2 flex items-center gap-1 rounded-full bg-slate-200 px-2.5 py-1 text-sm font-medium text-slate-800"
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
