import { useTranslation } from 'react-i18next';
import type { PictureSet } from '@cogniplay/contract';
import type { PictureTexts } from './picture-features';

/** The words that describe a picture of the set, in the user's language. */
export function usePictureTexts(set: PictureSet): PictureTexts {
  const { t } = useTranslation('games');
  const features = t(`childPreview.pictures.${set}.features`, { returnObjects: true });
  return {
    name: t(`childPreview.pictures.${set}.name`),
    features: [features[0] ?? '', features[1] ?? '', features[2] ?? '', features[3] ?? ''],
    with: t('childPreview.pictures.with'),
    without: t('childPreview.pictures.without'),
  };
}
