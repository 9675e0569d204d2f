import type { Gesture, Hand } from '@cogniplay/contract';
import { HandDrawing } from './hand-drawing';

/**
 * A drawn gesture: an image named `label` (in the caller's language), or, without a label,
 * decoration beside words that name it.
 */
export function HandPicture({
  gesture,
  hand,
  label,
  className,
}: {
  gesture: Gesture;
  hand: Hand;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 200 200"
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      data-gesture={gesture}
      data-hand={hand}
      className={className}
    >
      <HandDrawing gesture={gesture} hand={hand} />
    </svg>
  );
}
