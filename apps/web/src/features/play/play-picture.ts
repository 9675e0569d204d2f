// The picture the play page draws for an item. The drawings belong to the rule-finding game
// (features/games/rule-finding/pictures); the page's entry (src/play-main.tsx) passes them in.
import type { ComponentType } from 'react';
import type { AnswerResponse, CharacteristicValue, PictureSet } from '@cogniplay/contract';
import type { PlayTexts } from './play-texts';

export interface PlayPictureTexts {
  name: string;
  features: readonly [string, string, string, string];
  with: string;
  without: string;
}

export interface PlayPictureProps {
  set: PictureSet;
  characteristics: readonly CharacteristicValue[];
  texts: PlayPictureTexts;
  mark?: AnswerResponse;
  markLabel?: string;
  className?: string;
}

export type PlayPicture = ComponentType<PlayPictureProps>;

export function pictureTexts(texts: PlayTexts, set: PictureSet): PlayPictureTexts {
  const { name, features } = texts.pictures[set];
  return {
    name,
    features: [features[0] ?? '', features[1] ?? '', features[2] ?? '', features[3] ?? ''],
    with: texts.pictures.with,
    without: texts.pictures.without,
  };
}
