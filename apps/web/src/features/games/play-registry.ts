// The play page's games: for each game children can play, its screens (features/games/<game>/
// play). The play page has its own entry and bundle, so it has its own registry beside
// registry.ts: what the app's pages need of a game stays out of a child's tablet, and the
// screens stay out of the app.
import type {
  PlayableGameSlug,
  PlayInstance,
  PlayInstanceOf,
  PlayResponseOf,
} from '@cogniplay/contract';
import type { GamePlayScreens } from './shared/play/game-play';
import { handGesturePlay } from './hand-gesture/play/hand-gesture-play';
import { ruleFindingPlay } from './rule-finding/play/rule-finding-play';

const playGames: {
  [K in PlayableGameSlug]: GamePlayScreens<PlayInstanceOf<K>, PlayResponseOf<K>>;
} = {
  'rule-finding': ruleFindingPlay,
  'hand-gesture': handGesturePlay,
};

/** The screens of an instance's game; undefined for a game this page cannot play. */
export function playScreensOf(
  instance: PlayInstance,
): GamePlayScreens<PlayInstance, unknown> | undefined {
  return (playGames as Partial<Record<string, GamePlayScreens<PlayInstance, unknown>>>)[
    instance.game
  ];
}

/** The start screen's panels of the session's games (GamePlayScreens.StartPanel), in order. */
export function startPanelsOf(instances: readonly PlayInstance[]) {
  const panels: {
    game: string;
    Panel: NonNullable<GamePlayScreens<PlayInstance, unknown>['StartPanel']>;
    instances: PlayInstance[];
  }[] = [];
  for (const instance of instances) {
    const Panel = playScreensOf(instance)?.StartPanel;
    if (!Panel) continue;
    const panel = panels.find((existing) => existing.game === instance.game);
    if (panel) panel.instances.push(instance);
    else panels.push({ game: instance.game, Panel, instances: [instance] });
  }
  return panels;
}

/** Tells every game that the session's play has ended on this page (GamePlayScreens.endSession). */
export function endSessionOfGames() {
  for (const screens of Object.values(playGames)) screens.endSession?.();
}
