// The session results' games: for each game children can play, what its results show beside the
// common scores (features/games/<game>/results): its own measures, its columns of the instances
// and of the answers, and its column in the sessions lists. The session's page and the sessions
// lists reach a game's results only through here.
import type { ReactNode } from 'react';
import type {
  GameMeasures,
  InstanceScores,
  PictureSet,
  PlayableGameSlug,
  SessionAnswer,
} from '@cogniplay/contract';
import type { ScoreFormat } from '@/lib/score-format';
import { useHandGestureResultView } from './hand-gesture/results/hand-gesture-result-view';
import { useRuleFindingResultView } from './rule-finding/results/rule-finding-result-view';

/** A row's entry of the game `K` in a union by `game`. */
export type OfGame<Union, K extends PlayableGameSlug> = Extract<Union, { game: K }>;

export interface ResultColumn<Row> {
  key: string;
  header: string;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

export interface GameResultView<K extends PlayableGameSlug> {
  /**
   * Its own measures of some answers (a session's; the statistics' pooled answers), each a
   * labelled row.
   */
  measureRows(scores: OfGame<GameMeasures, K>): { label: string; value: ReactNode }[];
  /** Its columns of the scores by instance: before the common scores and after them. */
  instanceColumns: {
    before: ResultColumn<OfGame<InstanceScores, K>>[];
    after: ResultColumn<OfGame<InstanceScores, K>>[];
  };
  /** Its columns of the answers: the item as the child saw it, its truth, the response. */
  answerColumns(pictureSet: PictureSet): ResultColumn<OfGame<SessionAnswer, K>>[];
  /**
   * Its column in the sessions lists: its main measure of what a session has answered, a number
   * shown to two decimals; null when not defined.
   */
  sessionsColumn: { header: string; value(measures: OfGame<GameMeasures, K>): number | null };
}

/** A game's result view: a hook, for its texts. */
type UseGameResultView<K extends PlayableGameSlug> = (format: ScoreFormat) => GameResultView<K>;

const resultViews: { [K in PlayableGameSlug]: UseGameResultView<K> } = {
  'rule-finding': useRuleFindingResultView,
  'hand-gesture': useHandGestureResultView,
};

export type GameResultViews = { [K in PlayableGameSlug]: GameResultView<K> };

/** Every playable game's result view (a hook: each game's is called, always in one order). */
export function useGameResultViews(format: ScoreFormat): GameResultViews {
  const views: Partial<Record<string, unknown>> = {};
  for (const [game, view] of Object.entries(resultViews)) views[game] = view(format);
  return views as GameResultViews;
}

/** The view of an entry's game, typed for that entry. */
export const viewOf = <K extends PlayableGameSlug>(views: GameResultViews, game: K) =>
  views[game] as GameResultView<K>;

/** The entries (scores, instances, answers) of one game, in their order. */
export const entriesOf = <Entry extends { game: string }>(
  entries: readonly Entry[],
  game: string,
): Entry[] => entries.filter((entry) => entry.game === game);
