import type { AnswerResponse, CharacteristicValue, PictureSet } from '@cogniplay/contract';
import { CreatureDrawing } from './creature-picture';
import { describePicture, pictureFeatures, type PictureTexts } from './picture-features';
import { ShapeDrawing } from './shape-picture';

/** Colour-blind-safe pair (blue / orange), both with white at 4.5:1 or more. */
export const MARK_COLOURS: Record<AnswerResponse, string> = {
  fits: '#1d4ed8',
  does_not_fit: '#c2410c',
};

export interface ItemPictureProps {
  set: PictureSet;
  characteristics: readonly CharacteristicValue[];
  /** The words of the accessible description, in the caller's language. */
  texts: PictureTexts;
  /** Draws the item's 'fits the rule' (✓) or 'does not fit' (✗) mark below the picture. */
  mark?: AnswerResponse;
  /** The mark in words ('fits'), added to the description. */
  markLabel?: string;
  className?: string;
}

/** A check in a blue disc or a cross in an orange disc, centred at (cx, cy). */
export function MarkBadge({
  mark,
  cx,
  cy,
  r,
}: {
  mark: AnswerResponse;
  cx: number;
  cy: number;
  r: number;
}) {
  const s = r * 0.45;
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={MARK_COLOURS[mark]} />
      <path
        d={
          mark === 'fits'
            ? `M${cx - s} ${cy} L ${cx - s * 0.25} ${cy + s * 0.8} L ${cx + s} ${cy - s * 0.75}`
            : `M${cx - s * 0.8} ${cy - s * 0.8} L ${cx + s * 0.8} ${cy + s * 0.8} M${cx + s * 0.8} ${cy - s * 0.8} L ${cx - s * 0.8} ${cy + s * 0.8}`
        }
        fill="none"
        stroke="#ffffff"
        strokeWidth={r * 0.28}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/**
 * One item drawn in a picture set, as the child sees it: every characteristic a clearly visible
 * feature, drawn by the app itself (SVG). With a mark, the ✓/✗ disc sits below the picture.
 */
export function ItemPicture({
  set,
  characteristics,
  texts,
  mark,
  markLabel,
  className,
}: ItemPictureProps) {
  const height = mark ? 250 : 200;
  const picture = describePicture(characteristics, texts);
  const description = markLabel ? `${picture} (${markLabel})` : picture;
  return (
    <svg
      viewBox={`0 0 200 ${height}`}
      role="img"
      aria-label={description}
      className={className}
      data-picture-set={set}
      data-characteristics={characteristics.join(',')}
    >
      {set === 'creatures' ? (
        <CreatureDrawing features={pictureFeatures('creatures', characteristics)} />
      ) : (
        <ShapeDrawing features={pictureFeatures('shapes', characteristics)} />
      )}
      {mark && <MarkBadge mark={mark} cx={100} cy={226} r={22} />}
    </svg>
  );
}
