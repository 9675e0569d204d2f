// What the adult says when they stop a session: who wants to stop (the child, or the adult) and
// why (a reason code). A native modal dialog: it keeps the focus in itself, and the child's
// screen underneath takes no taps while it is open. "Go on playing" (or Escape) closes it.
import { useEffect, useId, useRef, useState } from 'react';
import type { EarlyEndReason, EndSessionBody, StopReason } from '@cogniplay/contract';
import { usePlayTexts } from '@/features/games/shared/play/play-texts';
import { STOP_REASONS } from './early-end';

type StopBy = Exclude<EarlyEndReason, 'declined'>;

export function StopDialog({
  onStop,
  onCancel,
}: {
  onStop: (end: EndSessionBody) => void;
  onCancel: () => void;
}) {
  const { texts } = usePlayTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [by, setBy] = useState<StopBy>();
  const [why, setWhy] = useState<StopReason>();
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Going on is the safe choice: a stray Enter does not end the session.
    cancelRef.current?.focus();
  }, []);

  const option = (
    name: string,
    value: string,
    label: string,
    checked: boolean,
    pick: () => void,
  ) => (
    <label
      key={value}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-300 px-3 py-2 has-[:checked]:border-[#1d4ed8] has-[:checked]:bg-blue-50"
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={pick}
        className="size-5 accent-[#1d4ed8]"
        aria-describedby={missing ? errorId : undefined}
      />
      {label}
    </label>
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl p-5 text-left shadow-xl backdrop:bg-slate-900/60"
      data-testid="play-stop-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form
        method="dialog"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!by || !why) {
            setMissing(true);
            return;
          }
          onStop({ reason: by, stopReason: why });
        }}
      >
        <h2 id={headingId} className="text-2xl font-semibold">
          {texts.stop.heading}
        </h2>
        <p className="text-base text-slate-700">{texts.stop.note}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{texts.stop.who}</legend>
          {option(
            'stop-by',
            'stopped_by_child',
            texts.stop.byChild,
            by === 'stopped_by_child',
            () => setBy('stopped_by_child'),
          )}
          {option(
            'stop-by',
            'stopped_by_examiner',
            texts.stop.byExaminer,
            by === 'stopped_by_examiner',
            () => setBy('stopped_by_examiner'),
          )}
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <legend className="mb-1 font-semibold">{texts.stop.why}</legend>
          {STOP_REASONS.map((reason) =>
            option('stop-why', reason, texts.stop.reasons[reason], why === reason, () =>
              setWhy(reason),
            ),
          )}
        </fieldset>
        {missing && (!by || !why) && (
          <p id={errorId} role="alert" className="font-semibold text-[#b91c1c]">
            {texts.stop.missing}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="min-h-11 rounded-xl border-2 border-slate-400 px-4 py-2 font-semibold focus-visible:ring-4 focus-visible:ring-black focus-visible:outline-none"
            onClick={onCancel}
            ref={cancelRef}
          >
            {texts.stop.cancel}
          </button>
          <button
            type="submit"
            className="min-h-11 rounded-xl bg-[#b91c1c] px-4 py-2 font-semibold text-white focus-visible:ring-4 focus-visible:ring-black focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {texts.stop.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
