import type { Gesture, Hand } from '@cogniplay/contract';

const OUTLINE = '#1f2937';
const SKIN = '#f4c7a1';
const STROKE = 4;

type Finger = 'index' | 'middle' | 'ring' | 'little';
type ThumbPose = 'out' | 'up' | 'across';

/** Which fingers stand up in each gesture, and where the thumb is. */
const POSES: Record<Gesture, { up: readonly Finger[]; thumb: ThumbPose }> = {
  fist: { up: [], thumb: 'across' },
  'flat-hand': { up: ['index', 'middle', 'ring', 'little'], thumb: 'out' },
  'pointing-finger': { up: ['index'], thumb: 'across' },
  'thumbs-up': { up: [], thumb: 'up' },
  'peace-sign': { up: ['index', 'middle'], thumb: 'across' },
};

/** A right hand's fingers seen from the palm side: thumb on the left, little finger on the right. */
const FINGERS: Record<Finger, { x: number; width: number; top: number }> = {
  index: { x: 77, width: 19, top: 34 },
  middle: { x: 97, width: 20, top: 22 },
  ring: { x: 117, width: 19, top: 32 },
  little: { x: 137, width: 16, top: 50 },
};
const PALM = { x: 64, y: 96, width: 88, height: 82, rx: 26 };

const part = { fill: SKIN, stroke: OUTLINE, strokeWidth: STROKE };

/**
 * A friendly drawn hand (200 × 200 units), palm towards the child, in the outline style of the
 * rule-finding creatures. A raised finger is a long capsule behind the palm; a curled one a
 * knuckle in front of it. The left hand is the right one mirrored.
 */
export function HandDrawing({ gesture, hand }: { gesture: Gesture; hand: Hand }) {
  const { up, thumb } = POSES[gesture];
  const raised = (Object.keys(FINGERS) as Finger[]).filter((finger) => up.includes(finger));
  const curled = (Object.keys(FINGERS) as Finger[]).filter((finger) => !up.includes(finger));
  return (
    <g
      strokeLinecap="round"
      strokeLinejoin="round"
      transform={hand === 'left' ? 'translate(200 0) scale(-1 1)' : undefined}
    >
      {raised.map((finger) => {
        const { x, width, top } = FINGERS[finger];
        // The peace sign's two fingers spread into a V.
        const spread = gesture === 'peace-sign' ? (finger === 'index' ? -10 : 10) : 0;
        return (
          <rect
            key={finger}
            x={x - width / 2}
            y={top}
            width={width}
            height={PALM.y + 20 - top}
            rx={width / 2}
            transform={spread ? `rotate(${spread} ${x} ${PALM.y + 10})` : undefined}
            {...part}
          />
        );
      })}
      {thumb === 'out' && (
        <rect
          x={48}
          y={92}
          width={22}
          height={70}
          rx={11}
          transform="rotate(-38 62 156)"
          {...part}
        />
      )}
      {thumb === 'up' && <rect x={50} y={36} width={24} height={84} rx={12} {...part} />}
      {/* wrist and palm */}
      <rect x={80} y={166} width={56} height={34} rx={10} {...part} />
      <rect {...PALM} {...part} />
      {curled.map((finger) => {
        const { x, width } = FINGERS[finger];
        return (
          <rect
            key={finger}
            x={x - width / 2}
            y={PALM.y - 12}
            width={width}
            height={34}
            rx={width / 2}
            {...part}
          />
        );
      })}
      {thumb === 'across' && (
        <rect
          x={66}
          y={124}
          width={60}
          height={22}
          rx={11}
          transform="rotate(-10 66 135)"
          {...part}
        />
      )}
      {/* creases of the palm, for a hand and not a mitten */}
      <path d="M80 146 Q 104 138, 130 150" fill="none" stroke={OUTLINE} strokeWidth={2.5} />
    </g>
  );
}
