import { fill, usePlayTexts } from './play-texts';

/**
 * Where the child is among the session's items: a bar, read out as `label` ("Picture n of m"
 * unless the game says it otherwise).
 */
export function ItemProgress({
  number,
  total,
  label,
}: {
  number: number;
  total: number;
  label?: string;
}) {
  const { texts } = usePlayTexts();
  const progress = label ?? fill(texts.target.progress, { number, total });
  return (
    <div
      role="progressbar"
      aria-label={progress}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={number - 1}
      className="h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-slate-600"
        style={{ width: `${((number - 1) / Math.max(1, total)) * 100}%` }}
      />
    </div>
  );
}
