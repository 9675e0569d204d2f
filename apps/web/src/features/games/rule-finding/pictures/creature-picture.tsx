import type { CreatureFeature } from './picture-features';

const OUTLINE = '#1f2937';
const BODY = '#8fd694';
const HAT = '#7c3aed';
const SPOT = '#166534';

const TAIL = 'M150 142 C 176 146, 194 132, 192 108 C 190 88, 166 88, 170 108';
/** The tail is an outlined line: a wide stroke in the outline colour, a narrow body one on top. */
const TAIL_STROKES = [
  { stroke: OUTLINE, width: 16 },
  { stroke: BODY, width: 8 },
];

/**
 * A friendly round creature (200 × 200 units). Each feature is a separate part, drawn or not:
 * a party hat on top, dark spots on the belly, round glasses over the eyes, a curly tail.
 */
export function CreatureDrawing({ features }: { features: Record<CreatureFeature, boolean> }) {
  return (
    <g strokeLinecap="round" strokeLinejoin="round">
      {features.tail &&
        TAIL_STROKES.map(({ stroke, width }) => (
          <path key={stroke} d={TAIL} fill="none" stroke={stroke} strokeWidth={width} />
        ))}
      {/* feet */}
      <ellipse cx={76} cy={178} rx={18} ry={10} fill={BODY} stroke={OUTLINE} strokeWidth={4} />
      <ellipse cx={124} cy={178} rx={18} ry={10} fill={BODY} stroke={OUTLINE} strokeWidth={4} />
      {/* body */}
      <ellipse cx={100} cy={120} rx={62} ry={58} fill={BODY} stroke={OUTLINE} strokeWidth={4} />
      {features.spots && (
        <g fill={SPOT}>
          <circle cx={68} cy={142} r={8} />
          <circle cx={96} cy={156} r={9} />
          <circle cx={128} cy={146} r={8} />
          <circle cx={112} cy={168} r={6} />
          <circle cx={80} cy={166} r={6} />
        </g>
      )}
      {/* eyes */}
      <circle cx={80} cy={104} r={11} fill="#ffffff" stroke={OUTLINE} strokeWidth={3} />
      <circle cx={120} cy={104} r={11} fill="#ffffff" stroke={OUTLINE} strokeWidth={3} />
      <circle cx={82} cy={106} r={5} fill={OUTLINE} />
      <circle cx={122} cy={106} r={5} fill={OUTLINE} />
      {/* smile */}
      <path d="M84 130 Q 100 144, 116 130" fill="none" stroke={OUTLINE} strokeWidth={4} />
      {features.glasses && (
        <g fill="none" stroke={OUTLINE} strokeWidth={5}>
          <circle cx={80} cy={104} r={19} />
          <circle cx={120} cy={104} r={19} />
          <path d="M99 102 L 101 102" />
          <path d="M61 100 L 44 92" />
          <path d="M139 100 L 156 92" />
        </g>
      )}
      {features.hat && (
        <g stroke={OUTLINE} strokeWidth={4}>
          <path d="M100 14 L 72 68 L 128 68 Z" fill={HAT} />
          <path d="M88 42 L 112 42" stroke="#fde047" strokeWidth={6} />
          <circle cx={100} cy={13} r={9} fill="#fde047" />
        </g>
      )}
    </g>
  );
}
