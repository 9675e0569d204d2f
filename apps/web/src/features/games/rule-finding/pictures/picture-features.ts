// How an item's characteristics become a picture: characteristic i (0 to 3) switches feature i of
// the picture set on or off. Pure, so the play page, the preview and their tests agree.
import type { CharacteristicValue, PictureSet } from '@cogniplay/contract';

/** Features per picture set, in characteristic order: characteristics[i] draws FEATURES[set][i]. */
export const PICTURE_FEATURES = {
  creatures: ['hat', 'spots', 'glasses', 'tail'],
  shapes: ['filled', 'dots', 'doubleBorder', 'corners'],
} as const satisfies Record<PictureSet, readonly [string, string, string, string]>;

export type CreatureFeature = (typeof PICTURE_FEATURES.creatures)[number];
export type ShapeFeature = (typeof PICTURE_FEATURES.shapes)[number];
export type PictureFeature = CreatureFeature | ShapeFeature;

/** Every picture draws four features; an item with fewer characteristics draws the rest as off. */
export const PICTURE_FEATURE_COUNT = 4;

/** The four on/off switches of a picture; a missing characteristic (or a fifth) is ignored/off. */
export function featureSwitches(
  characteristics: readonly CharacteristicValue[],
): [boolean, boolean, boolean, boolean] {
  return [0, 1, 2, 3].map((index) => characteristics[index] === 'on') as [
    boolean,
    boolean,
    boolean,
    boolean,
  ];
}

/** Which features of `set` the picture of these characteristics shows. */
export function pictureFeatures<S extends PictureSet>(
  set: S,
  characteristics: readonly CharacteristicValue[],
): Record<(typeof PICTURE_FEATURES)[S][number], boolean> {
  const switches = featureSwitches(characteristics);
  return Object.fromEntries(
    PICTURE_FEATURES[set].map((feature, index) => [feature, switches[index]]),
  ) as Record<(typeof PICTURE_FEATURES)[S][number], boolean>;
}

/** The words of a picture's description in one language (from the caller's translations). */
export interface PictureTexts {
  /** What the picture is: 'Creature', 'Shape'. */
  name: string;
  /** Feature names in characteristic order. */
  features: readonly [string, string, string, string];
  /** Introduces the features shown: 'with'. */
  with: string;
  /** Introduces the features not shown: 'without'. */
  without: string;
}

/**
 * A picture's accessible description for adults and screen readers, naming every feature as on
 * or off: 'Creature – with: hat, tail; without: spots, glasses'.
 */
export function describePicture(
  characteristics: readonly CharacteristicValue[],
  texts: PictureTexts,
): string {
  const switches = featureSwitches(characteristics);
  const on = texts.features.filter((_, index) => switches[index]);
  const off = texts.features.filter((_, index) => !switches[index]);
  const parts = [
    on.length > 0 ? `${texts.with}: ${on.join(', ')}` : undefined,
    off.length > 0 ? `${texts.without}: ${off.join(', ')}` : undefined,
  ].filter((part) => part !== undefined);
  return `${texts.name} – ${parts.join('; ')}`;
}
