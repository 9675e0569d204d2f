// The games of the platform: every part that is not a game's own (assessments, play, results,
// statistics, exports, metrics) reaches a game through this registry, by its slug.
import type { z } from 'zod';
import type { AssessmentSettings } from '../assessments.ts';
import type { Cell } from '../exports/columns.ts';
import type { GameDefinition, PlayContentOf } from './game-definition.ts';
import { handGestureGame } from './hand-gesture-game.ts';
import { ruleFindingGame } from './rule-finding-game.ts';

export const games = {
  'rule-finding': ruleFindingGame,
  'hand-gesture': handGestureGame,
} as const;

export type GameSlug = keyof typeof games;
export const GAME_SLUGS = /* @__PURE__ */ Object.keys(games) as GameSlug[];

export const isGameSlug = (value: string): value is GameSlug => Object.hasOwn(games, value);

/**
 * A game's play rules as shared code uses them: the instance and the response arrive as stored
 * or sent (unknown) and are checked against the game's schemas; a truth is only ever what the
 * same game's `playContent` gave.
 */
export interface PlayRules {
  slug: string;
  playContent(instance: unknown, settings: AssessmentSettings): PlayContentOf<unknown, unknown>;
  itemCount(instance: unknown): number;
  responseSchema: z.ZodType<unknown>;
  outcomes: readonly string[];
  judge(response: unknown, truth: unknown): string;
  isCorrect(outcome: string): boolean;
  /** The export's cells of each item of an instance that a child answers, in order. */
  itemCells(instance: unknown): Record<string, Cell>[];
}

/** The play rules of a game definition, or undefined when it cannot be played yet. */
function playRulesOf<Instance, Shown, Truth, Response, Outcome extends string>(
  game: GameDefinition<Instance, Shown, Truth, Response, Outcome>,
): PlayRules | undefined {
  const { play } = game;
  if (!play) return undefined;
  const isOutcome = (outcome: string): outcome is Outcome =>
    (play.outcomes as readonly string[]).includes(outcome);
  return {
    slug: game.slug,
    playContent: (instance, settings) =>
      play.playContent(game.storedInstanceSchema.parse(instance), settings),
    itemCount: (instance) => play.itemCount(game.storedInstanceSchema.parse(instance)),
    responseSchema: play.responseSchema,
    outcomes: play.outcomes,
    judge: (response, truth) => play.judge(play.responseSchema.parse(response), truth as Truth),
    isCorrect: (outcome) => isOutcome(outcome) && play.isCorrect(outcome),
    itemCells: (instance) => {
      const parsed = game.storedInstanceSchema.parse(instance);
      return Array.from({ length: play.itemCount(parsed) }, (_, itemIndex) => {
        const cells = play.trialCells(parsed, itemIndex);
        if (!cells) throw new Error(`${game.slug}: no cells of item ${itemIndex}`);
        return cells;
      });
    },
  };
}

// Made on first use: a bundle that never plays (the web app's sign-in page) drops them.
let playRules: Map<string, PlayRules | undefined> | undefined;

/** The play rules of the game `slug`; throws for a game that cannot be played. */
export function playRulesFor(slug: string): PlayRules {
  playRules ??= new Map(Object.values(games).map((game) => [game.slug, playRulesOf(game)]));
  const rules = playRules.get(slug);
  if (!rules) throw new Error(`the game ${slug} cannot be played`);
  return rules;
}
