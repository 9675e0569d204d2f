// The web app's games: for each game of the contract's registry, what the sidebar and the shared
// game pages need of it on this side. The game's own pages live in its folder.
import { Hand, Puzzle, type LucideIcon } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import type { GameSlug } from '@cogniplay/contract';

export interface WebGame {
  /** Its pages' titles are `pageTitle.{stem}`, `…Items`, `…Item`, `…New` and `…Upload`. */
  titleStem: string;
  /** Its sidebar item: label (`common`) and icon. */
  navLabelKey: ParseKeys<'common'>;
  /** The statistics page's card of its instances (`statistics`). */
  instancesLabelKey: ParseKeys<'statistics'>;
  icon: LucideIcon;
  /** Its bulk upload under /api (multipart, field `file`). */
  uploadPath: string;
}

/** In the sidebar's order. */
export const webGames = {
  'hand-gesture': {
    titleStem: 'handGesture',
    navLabelKey: 'nav.handGesture',
    instancesLabelKey: 'handGestureInstances',
    icon: Hand,
    uploadPath: '/games/hand-gesture/instances/bulk-upload',
  },
  'rule-finding': {
    titleStem: 'ruleFinding',
    navLabelKey: 'nav.ruleFinding',
    instancesLabelKey: 'ruleFindingInstances',
    icon: Puzzle,
    // Not under /instances: the path was published so.
    uploadPath: '/games/rule-finding/bulk-upload',
  },
} as const satisfies Record<GameSlug, WebGame>;

/** The page titles of the games' pages (lib/page-title.ts). */
export type GamePageTitleKey =
  `${(typeof webGames)[GameSlug]['titleStem']}${'' | 'Items' | 'Item' | 'New' | 'Upload'}`;

/** The base path of a game's pages. */
export type GamePath = `/games/${GameSlug}`;
export const gamePath = (game: GameSlug): GamePath => `/games/${game}`;
