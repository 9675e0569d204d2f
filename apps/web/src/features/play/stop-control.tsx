// The adult's stop: a small control in a corner that acts only when held down for STOP_HOLD_MS
// (a child's tap, even a double tap, does nothing), with a ring that fills while it is held.
// A pointer or the Enter and Space keys hold it; letting go early cancels.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { OctagonX } from 'lucide-react';
import { usePlayTexts } from '@/features/games/shared/play/play-texts';

/** How long the stop control must be held. */
export const STOP_HOLD_MS = 2000;

const HOLD_KEYS = new Set(['Enter', ' ']);

export function StopControl({ onHeld }: { onHeld: () => void }) {
  const { texts } = usePlayTexts();
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const release = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setHolding(false);
  };
  const hold = () => {
    if (timer.current !== undefined) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHolding(false);
      onHeld();
    }, STOP_HOLD_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    if (!event.repeat) hold();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (HOLD_KEYS.has(event.key)) release();
  };

  return (
    <button
      type="button"
      className="mb-2 flex touch-none self-start items-center gap-2 rounded-full border-2 border-slate-400 bg-white py-1 pr-3 pl-1 text-sm font-medium text-slate-800 select-none [-webkit-touch-callout:none] focus-visible:ring-4 focus-visible:ring-black focus-visible:outline-none"
      data-testid="play-stop"
      onPointerDown={(event) => {
        // No mouse events follow for this press: the lift of a finger that opened the stop
        // dialog would otherwise take the focus from it.
        event.preventDefault();
        hold();
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onPointerLeave={release}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onBlur={release}
      onContextMenu={(event) => event.preventDefault()}
    >
      <span className="relative flex size-8 items-center justify-center">
        <svg className="absolute inset-0 size-8 -rotate-90" viewBox="0 0 36 36" aria-hidden="true">
          <circle cx="18" cy="18" r="16" fill="none" stroke="#e2e8f0" strokeWidth="4" />
          <circle
            cx="18"
            cy="18"
            r="16"
            fill="none"
            stroke="#b91c1c"
            strokeWidth="4"
            pathLength={100}
            strokeDasharray="100"
            strokeDashoffset={holding ? 0 : 100}
            style={{
              transition: holding ? `stroke-dashoffset ${STOP_HOLD_MS}ms linear` : 'none',
            }}
          />
        </svg>
        <OctagonX className="size-4 text-[#b91c1c]" aria-hidden="true" />
      </span>
      {texts.stop.hold}
    </button>
  );
}
