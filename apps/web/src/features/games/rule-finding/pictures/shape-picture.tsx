import type { ShapeFeature } from './picture-features';

const INK = '#1e3a5f';
const SIZE = 200;

type CentredSquareProps = { inset: number; rx: number; fill: string; strokeWidth: number };

/** A rounded square in the middle of the picture, `inset` units from each edge, drawn in ink. */
function CentredSquare({ inset, rx, fill, strokeWidth }: CentredSquareProps) {
  const side = SIZE - 2 * inset;
  return (
    <rect
      x={inset}
      y={inset}
      width={side}
      height={side}
      rx={rx}
      fill={fill}
      stroke={INK}
      strokeWidth={strokeWidth}
    />
  );
}

/**
 * An abstract shape (200 × 200 units): a rounded square, each feature a separate part in its own
 * place: the square filled or outlined, five dots inside, a second border around it, and a
 * triangle in each outer corner.
 */
export function ShapeDrawing({ features }: { features: Record<ShapeFeature, boolean> }) {
  const dotColour = features.filled ? '#ffffff' : INK;
  return (
    <g>
      {features.corners && (
        <g fill={INK}>
          <path d="M2 2 L 34 2 L 2 34 Z" />
          <path d="M198 2 L 166 2 L 198 34 Z" />
          <path d="M2 198 L 34 198 L 2 166 Z" />
          <path d="M198 198 L 166 198 L 198 166 Z" />
        </g>
      )}
      {features.doubleBorder && <CentredSquare inset={34} rx={20} fill="none" strokeWidth={6} />}
      <CentredSquare inset={52} rx={12} fill={features.filled ? INK : '#ffffff'} strokeWidth={7} />
      {features.dots && (
        <g fill={dotColour}>
          <circle cx={76} cy={76} r={8} />
          <circle cx={124} cy={76} r={8} />
          <circle cx={100} cy={100} r={8} />
          <circle cx={76} cy={124} r={8} />
          <circle cx={124} cy={124} r={8} />
        </g>
      )}
    </g>
  );
}
