import type { GameSlug } from './api/get-instances';
import type { GamePath } from './game-tabs';

/** A game as the pages both games share see it; its own views (items, columns) stay in its files. */
export type Game<G extends GameSlug = GameSlug> = {
  slug: G;
  basePath: GamePath;
  /**
   * Its texts in games.json, namespaced: the translations test reads the keys kept in data
   * (these ...Key fields) in the namespace of the file's useTranslation, and this file has none.
   */
  titleKey: string;
  createdKey: string;
  uploadedKey: string;
  uploadFailedKey: string;
  uploadHelpKey: string;
};

export const ruleFinding: Game<'rule-finding'> = {
  slug: 'rule-finding',
  basePath: '/games/rule-finding',
  titleKey: 'games:ruleFinding.title',
  createdKey: 'games:ruleFinding.created',
  uploadedKey: 'games:ruleFinding.uploaded',
  uploadFailedKey: 'games:ruleFinding.uploadFailed',
  uploadHelpKey: 'games:ruleFinding.uploadHelp',
};

export const handGesture: Game<'hand-gesture'> = {
  slug: 'hand-gesture',
  basePath: '/games/hand-gesture',
  titleKey: 'games:handGesture.title',
  createdKey: 'games:handGesture.created',
  uploadedKey: 'games:handGesture.uploaded',
  uploadFailedKey: 'games:handGesture.uploadFailed',
  uploadHelpKey: 'games:handGesture.uploadHelp',
};
