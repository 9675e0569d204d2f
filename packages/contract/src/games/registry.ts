// The games of the platform: every part that is not a game's own (assessments, play, results,
// statistics, exports, metrics) reaches a game through this registry, by its slug. The built-in
// games are `games`; a test may add its own with `registerGame` (the layer's proof that a game
// needs nothing outside its own folder).
import { z } from 'zod';
import type { AssessmentSettings } from '../assessments.ts';
import { SESSION_COLUMNS, trialColumnsOf, type Codebook } from '../exports/codebook.ts';
import type { Cell } from '../exports/columns.ts';
import { playSessionSchemaOf } from '../play.ts';
import type { GameDefinition, PlayContentOf } from './game-definition.ts';
import { handGestureGame } from './hand-gesture-game.ts';
import { ruleFindingGame } from './rule-finding-game.ts';

export const games = {
  'rule-finding': ruleFindingGame,
  'hand-gesture': handGestureGame,
} as const;

/** A built-in game. */
export type GameSlug = keyof typeof games;

export const isGameSlug = (value: string): value is GameSlug => Object.hasOwn(games, value);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions of any types
type AnyGame = GameDefinition<any, any, any, any, any>;

const registered = new Map<string, AnyGame>(Object.values(games).map((game) => [game.slug, game]));

// Each game's play rules, made when first asked for.
const playRules = new Map<string, PlayRules>();

/**
 * Adds a game to the built-in ones, for a test: its slug must be new. Answers the function that
 * takes it out again (the test's files share the loaded modules).
 */
export function registerGame(game: AnyGame): () => void {
  if (registered.has(game.slug)) throw new Error(`the game ${game.slug} is registered already`);
  registered.set(game.slug, game);
  return () => {
    registered.delete(game.slug);
    playRules.delete(game.slug);
  };
}

/** Every registered game's slug, the built-in ones first. */
export const gameSlugs = (): string[] => [...registered.keys()];

export const isRegisteredGame = (slug: string): boolean => registered.has(slug);

/** Whether children can play the game `slug`. */
export const isPlayableGame = (slug: string): boolean => registered.get(slug)?.play !== undefined;

/**
 * A game's play rules as shared code uses them: the instance and the response arrive as stored
 * or sent (unknown) and are checked against the game's schemas; a truth is only ever what the
 * same game's `playContent` gave.
 */
export interface PlayRules {
  slug: string;
  playContent(instance: unknown, settings: AssessmentSettings): PlayContentOf<unknown, unknown>;
  itemCount(instance: unknown): number;
  /** Why children cannot play the stored instance as it is; empty when they can. */
  playProblems(instance: unknown): string[];
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
    playProblems: (instance) =>
      play.playProblems?.(game.storedInstanceSchema.parse(instance)) ?? [],
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

/** The play rules of the game `slug`; throws for a game that cannot be played. */
export function playRulesFor(slug: string): PlayRules {
  let rules = playRules.get(slug);
  if (!rules) {
    const game = registered.get(slug);
    rules = game && playRulesOf(game);
    if (!rules) throw new Error(`the game ${slug} cannot be played`);
    playRules.set(slug, rules);
  }
  return rules;
}

/** `RuleFindingPlayInstance` of `rule-finding`. */
const schemaIdOf = (slug: string, suffix: string) =>
  slug.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase()) + suffix;

// One per game definition: a schema's OpenAPI id names one schema.
const playInstanceSchemas = new WeakMap<AnyGame, z.ZodObject>();

function playInstanceSchemaOf(game: AnyGame): z.ZodObject {
  let schema = playInstanceSchemas.get(game);
  if (!schema) {
    schema = game
      .play!.shownSchema.extend({
        /** The instance's place in the assessment, from 0. */
        position: z.int().min(0),
        game: z.literal(game.slug),
      })
      .meta({ id: schemaIdOf(game.slug, 'PlayInstance') });
    playInstanceSchemas.set(game, schema);
  }
  return schema;
}

const BUILT_IN_PLAYABLE = Object.values(games as Record<string, AnyGame>)
  .filter((game) => game.play)
  .map((game) => game.slug)
  .join(' ');

let playSession: { games: string; schema: z.ZodType } | undefined;

/**
 * `GET /api/play/{token}`'s answer, each instance in its game's shape (`game`), for the games
 * registered now: the play route takes it when the app is built.
 */
export function playSessionSchema(): z.ZodType {
  const playable = playableGames();
  const key = playable.map((game) => game.slug).join(' ');
  if (playSession?.games !== key) {
    const members = playable.map(playInstanceSchemaOf);
    const instance =
      members.length === 1
        ? members[0]!
        : z.discriminatedUnion('game', members as [z.ZodObject, z.ZodObject, ...z.ZodObject[]]);
    // The built-in games' document names it; a test's extra game gets an unnamed copy.
    const named = key === BUILT_IN_PLAYABLE;
    const schema = playSessionSchemaOf(instance);
    playSession = { games: key, schema: named ? schema.meta({ id: 'PlaySession' }) : schema };
  }
  return playSession.schema;
}

/** A built-in game children can play. */
export type PlayableGameSlug = {
  [K in GameSlug]: (typeof games)[K] extends { play: object } ? K : never;
}[GameSlug];

type ShownOf<K extends PlayableGameSlug> = (typeof games)[K] extends {
  play: { shownSchema: z.ZodType<infer Shown> };
}
  ? Shown
  : never;

/** What an answer to the game `K` says. */
export type PlayResponseOf<K extends PlayableGameSlug> = (typeof games)[K] extends {
  play: { responseSchema: z.ZodType<infer Response> };
}
  ? Response
  : never;

/** An instance of the game `K` as the play API sends it: its shown part, game and position. */
export type PlayInstanceOf<K extends PlayableGameSlug> = { position: number; game: K } & ShownOf<K>;

/** An instance as the play API sends it, of any built-in game children can play. */
export type PlayInstance = { [K in PlayableGameSlug]: PlayInstanceOf<K> }[PlayableGameSlug];

/** `GET /api/play/{token}` with the built-in games' instances. */
export type PlaySession = Omit<z.infer<ReturnType<typeof playSessionSchemaOf>>, 'instances'> & {
  instances: PlayInstance[];
};

const playableGames = () => [...registered.values()].filter((game) => game.play);

const codebookOf = (playable: readonly AnyGame[]): Codebook => ({
  trials: trialColumnsOf(playable.map((game) => game.play!.trialColumns)),
  sessions: SESSION_COLUMNS,
});

/** The export's codebook with the built-in games' columns. */
export const CODEBOOK: Codebook = /* @__PURE__ */ codebookOf(
  Object.values(games as Record<string, AnyGame>).filter((game) => game.play),
);
export const TRIAL_COLUMNS = CODEBOOK.trials;

/** The export's codebook with the columns of every game registered now. */
export function codebook(): Codebook {
  const playable = playableGames();
  return playable.map((game) => game.slug).join(' ') === BUILT_IN_PLAYABLE
    ? CODEBOOK
    : codebookOf(playable);
}

/** The trials' columns about the item answered, of every game registered now, in order. */
export const itemColumnNames = (): string[] => [
  ...new Set(
    playableGames().flatMap((game) =>
      game.play!.trialColumns.itemColumns.map((column) => column.name),
    ),
  ),
];
