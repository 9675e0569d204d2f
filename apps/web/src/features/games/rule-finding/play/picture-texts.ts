// The words of a picture's accessible description on the play page, from the page's own texts.
import type { PictureSet } from '@cogniplay/contract';
import type { PlayTexts } from '../../shared/play/play-texts';
import type { PictureTexts } from '../pictures/picture-features';

export function pictureTexts(texts: PlayTexts, set: PictureSet): PictureTexts {
  const { name, features } = texts.pictures[set];
  return {
    name,
    features: [features[0] ?? '', features[1] ?? '', features[2] ?? '', features[3] ?? ''],
    with: texts.pictures.with,
    without: texts.pictures.without,
  };
}
