// The play page's big button, for the adult's and the child's steps between items.
import { useEffect, useRef, type ReactNode } from 'react';
import { classes } from './classes';

/**
 * A big button that takes the focus. A pointer presses it only when the pointer went down on it:
 * the tail of the tap that led to its screen (its pointer-up lands here) does not count.
 */
export function BigButton({
  onPress,
  children,
  className,
  focus = true,
}: {
  onPress: () => void;
  children: ReactNode;
  className?: string;
  focus?: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (focus) ref.current?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <button
      ref={ref}
      type="button"
      className={classes(
        'flex min-h-20 min-w-56 items-center justify-center gap-3 rounded-3xl bg-[#1d4ed8] px-10 py-4 text-2xl font-semibold text-white shadow-lg transition-transform active:scale-95 sm:text-3xl',
        'focus-visible:ring-4 focus-visible:ring-black focus-visible:ring-offset-4 focus-visible:outline-none',
        className,
      )}
      onPointerDown={() => {
        pressed.current = true;
      }}
      onClick={(event) => {
        // detail 0: Enter or Space (or a screen reader), not a pointer.
        if (event.detail === 0 || pressed.current) onPress();
        pressed.current = false;
      }}
    >
      {children}
    </button>
  );
}
