import type { CharacteristicValue, PictureSet } from '@cogniplay/contract';
import { ItemPicture } from './item-picture';
import { usePictureTexts } from './use-picture-texts';

export type ItemThumbnailProps = {
  set: PictureSet;
  characteristics: readonly CharacteristicValue[];
};

/** An item as the child saw it, small (a results table's row), described for screen readers. */
export function ItemThumbnail({ set, characteristics }: ItemThumbnailProps) {
  const texts = usePictureTexts(set);
  return (
    <ItemPicture set={set} characteristics={characteristics} texts={texts} className="h-12 w-12" />
  );
}
