// The games of the platform: every part that is not a game's own (assessments, play, results,
// statistics, exports, metrics) reaches a game through this registry, by its slug. The built-in
// games are `games`; a test may add its own with `registerGame` (the layer's proof that a game
// needs nothing outside its own folder).
import { z } from 'zod';
import type { AssessmentSettings } from '../assessments.ts';
import { codebookOf as codebookOfColumns, type Codebook } from '../exports/codebook.ts';
import type { Cell } from '../exports/columns.ts';
import { playSessionSchemaOf, type InputType } from '../play.ts';
import {
  gameScoresSchemaOf,
  instanceScoresSchemaOf,
  sessionAnswerSchemaOf,
  sessionResultsResponseSchemaOf,
  type InstanceRef,
  type SessionAnswerFacts,
  type SessionResultsOf,
} from '../session-results.ts';
import { scoredSessionsResponseSchemaOf, type Session } from '../sessions.ts';
import { gameStatisticsCountsShape, sessionStatisticsSchemaOf } from '../statistics.ts';
import type { GameDefinition, OutcomeCounts, PlayContentOf } from './game-definition.ts';
import { canonicalJson } from './canonical-json.ts';
import type { CommonScores, CountScores } from './scores.ts';
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
  // A session counts its answers by outcome alone: each outcome must name one game's.
  const taken = new Set(playableGames().flatMap((other) => other.play!.outcomes));
  const shared = (game.play?.outcomes ?? []).filter((outcome: string) => taken.has(outcome));
  if (shared.length > 0) throw new Error(`outcomes of another game: ${shared.join(', ')}`);
  registered.set(game.slug, game);
  return () => {
    registered.delete(game.slug);
    playRules.delete(game.slug);
  };
}

/** Every registered game's slug, the built-in ones first. */
export const gameSlugs = (): string[] => [...registered.keys()];

export const isRegisteredGame = (slug: string): boolean => registered.has(slug);

/** Every game children can play, the built-in ones first. */
export const playableGameSlugs = (): string[] => playableGames().map((game) => game.slug);

/**
 * Each game's own scores of answers counted by outcome (a session's), for the games among them:
 * outcomes name one game each.
 */
export function measuresByGame(counts: OutcomeCounts): GameMeasures[] {
  return playableGameSlugs()
    .map(playRulesFor)
    .filter((rules) => rules.outcomes.some((outcome) => (counts[outcome] ?? 0) > 0))
    .map((rules) => ({ game: rules.slug, ...rules.measures(counts) }) as GameMeasures);
}

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
  /** Why an answer (checked against `responseSchema`) cannot have come by `inputType`. */
  inputTypeProblem(response: unknown, inputType: InputType): string | undefined;
  outcomes: readonly string[];
  judge(response: unknown, truth: unknown): string;
  isCorrect(outcome: string): boolean;
  /** The export's cells of each item of an instance that a child answers, in order. */
  itemCells(instance: unknown): Record<string, Cell>[];
  /** Which of those cells are facts of the whole instance (the instances table has them). */
  instanceColumnNames: readonly string[];
  /**
   * The export's `response` cell of a stored answer (as stored: checked against the game's schema
   * when it arrived).
   */
  responseCell(response: unknown): Cell;
  /** The cells of its game's columns about the answer beyond `response`; undefined for none. */
  responseColumnCells(response: unknown): Record<string, Cell> | undefined;
  /** The game's own scores of answers counted by outcome (outcomes of other games ignored). */
  measures(counts: OutcomeCounts): object;
  /** The sessions table's cells of the game's scores of a session's answers. */
  sessionCells(counts: OutcomeCounts): Record<string, Cell>;
  /** What the results show of each item of an instance that a child answers, in order. */
  resultItems(instance: unknown): object[];
  /** What the results say of an instance beside its scores. */
  resultInstance(instance: unknown): object;
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
    inputTypeProblem: (response, inputType) =>
      play.inputTypeProblem
        ? play.inputTypeProblem(response as Response, inputType)
        : inputType === 'camera'
          ? 'Must be a tap or a key: this game takes no camera answers'
          : undefined,
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
    instanceColumnNames: play.trialColumns.instanceColumnNames,
    responseCell: (response) =>
      play.responseCell
        ? play.responseCell(response as Response)
        : typeof response === 'string'
          ? response
          : canonicalJson(response),
    responseColumnCells: (response) => play.responseColumnCells?.(response as Response),
    measures: (counts) => play.measures(counts),
    sessionCells: (counts) => play.sessionCells(play.measures(counts)),
    resultItems: (instance) => {
      const parsed = game.storedInstanceSchema.parse(instance);
      return Array.from({ length: play.itemCount(parsed) }, (_, itemIndex) => {
        const item = play.resultItem(parsed, itemIndex);
        if (!item) throw new Error(`${game.slug}: no result of item ${itemIndex}`);
        return item;
      });
    },
    resultInstance: (instance) => play.resultInstance(game.storedInstanceSchema.parse(instance)),
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

/**
 * `GET /api/play/{token}`'s answer, each instance in its game's shape (`game`), for the games
 * registered now: the play route takes it when the app is built.
 */
export const playSessionSchema = perPlayableGames((playable, builtIn) =>
  named(
    playSessionSchemaOf(unionByGame(playable.map(playInstanceSchemaOf))),
    builtIn,
    'PlaySession',
  ),
);

/** A schema made from the games registered now, made again only when they change. */
function perPlayableGames<T>(build: (playable: readonly AnyGame[], builtIn: boolean) => T) {
  let made: { games: string; value: T } | undefined;
  return (): T => {
    const playable = playableGames();
    const key = playable.map((game) => game.slug).join(' ');
    if (made?.games !== key)
      made = { games: key, value: build(playable, key === BUILT_IN_PLAYABLE) };
    return made.value;
  };
}

/** One member per game, or their union by `game`. */
const unionByGame = (members: z.ZodObject[]): z.ZodType =>
  members.length === 1
    ? members[0]!
    : z.discriminatedUnion('game', members as [z.ZodObject, z.ZodObject, ...z.ZodObject[]]);

/** Names a schema of the built-in games in the OpenAPI document; a test's games get a copy. */
const named = <T extends z.ZodType>(schema: T, builtIn: boolean, id: string): T =>
  builtIn ? schema.meta({ id }) : schema;

const perGameSchemas = new WeakMap<
  AnyGame,
  { scores: z.ZodObject; instance: z.ZodObject; answer: z.ZodObject }
>();

/** A game's members of the results' unions: its scores, an instance's, an answer. */
function resultSchemasOf(game: AnyGame) {
  let schemas = perGameSchemas.get(game);
  if (!schemas) {
    const play = game.play!;
    const name = (suffix: string) => schemaIdOf(game.slug, suffix);
    schemas = {
      scores: gameScoresSchemaOf(game.slug, play.measuresSchema).meta({ id: name('Scores') }),
      instance: instanceScoresSchemaOf(
        game.slug,
        play.measuresSchema,
        play.resultInstanceSchema,
      ).meta({ id: name('InstanceScores') }),
      answer: sessionAnswerSchemaOf(game.slug, play.responseSchema, play.resultItemSchema).meta({
        id: name('SessionAnswer'),
      }),
    };
    perGameSchemas.set(game, schemas);
  }
  return schemas;
}

/**
 * `GET /api/sessions/{id}/results`' answer for the games registered now, each game's scores,
 * instances and answers in its shape (`game`): the sessions route takes it when the app is built.
 */
export const sessionResultsResponseSchema = perPlayableGames((playable, builtIn) => {
  const members = playable.map(resultSchemasOf);
  return named(
    sessionResultsResponseSchemaOf({
      games: unionByGame(members.map((member) => member.scores)),
      instance: unionByGame(members.map((member) => member.instance)),
      answer: unionByGame(members.map((member) => member.answer)),
    }),
    builtIn,
    'SessionResultsResponse',
  );
});

/** `GET /api/sessions`' answer: each session's scores with each game's own (`game`). */
export const scoredSessionsResponseSchema = perPlayableGames((playable, builtIn) =>
  named(
    scoredSessionsResponseSchemaOf(
      unionByGame(
        playable.map((game) =>
          game
            .play!.measuresSchema.extend({ game: z.literal(game.slug) })
            .meta({ id: schemaIdOf(game.slug, 'Measures') }),
        ),
      ),
    ),
    builtIn,
    'SessionsResponse',
  ),
);

/**
 * `GET /api/statistics/sessions`' answer, each game's scores over the scope's completed sessions
 * in its shape (`game`): the statistics route takes it when the app is built.
 */
export const sessionStatisticsSchema = perPlayableGames((playable, builtIn) =>
  named(
    sessionStatisticsSchemaOf(
      unionByGame(
        playable.map((game) =>
          game
            .play!.measuresSchema.extend({
              game: z.literal(game.slug),
              ...gameStatisticsCountsShape,
            })
            .meta({ id: schemaIdOf(game.slug, 'Statistics') }),
        ),
      ),
    ),
    builtIn,
    'SessionStatistics',
  ),
);

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

/** What the schema `Part` of the game `K`'s play rules describes. */
type PlayPart<
  K extends PlayableGameSlug,
  Part extends 'measuresSchema' | 'resultItemSchema' | 'resultInstanceSchema',
> = (typeof games)[K] extends { play: { [P in Part]: z.ZodType<infer Value> } } ? Value : never;

/** The game `K`'s own scores (rule finding's signal detection). */
export type MeasuresOf<K extends PlayableGameSlug> = PlayPart<K, 'measuresSchema'>;

/** A game's own scores of some answers, with its name: each built-in game's. */
export type GameMeasures = {
  [K in PlayableGameSlug]: { game: K } & MeasuresOf<K>;
}[PlayableGameSlug];

/** A game's scores in a session: the common ones and its own, of its answers. */
export type GameScores = {
  [K in PlayableGameSlug]: { game: K } & CommonScores & MeasuresOf<K>;
}[PlayableGameSlug];

/** One instance's scores in a session, with what its game says of it. */
export type InstanceScores = {
  [K in PlayableGameSlug]: { game: K; position: number; instance: InstanceRef } & CommonScores &
    MeasuresOf<K> &
    PlayPart<K, 'resultInstanceSchema'>;
}[PlayableGameSlug];

/** One answer in a session's results, with what its game shows of the item. */
export type SessionAnswer = {
  [K in PlayableGameSlug]: SessionAnswerFacts & { game: K; response: PlayResponseOf<K> } & PlayPart<
      K,
      'resultItemSchema'
    >;
}[PlayableGameSlug];

/** `GET /api/sessions/{id}/results` with the built-in games. */
export type SessionResultsResponse = SessionResultsOf<GameScores, InstanceScores, SessionAnswer>;

/** A session in a list, with the scores of what it has answered so far. */
export type ScoredSession = Session & { scores: CountScores & { games: GameMeasures[] } };
export type SessionsResponse = { sessions: ScoredSession[] };

type GameStatisticsCounts = { [Key in keyof typeof gameStatisticsCountsShape]: number };

/** A game's scores over the completed sessions of the statistics' scope. */
export type GameStatistics = {
  [K in PlayableGameSlug]: { game: K } & GameStatisticsCounts & MeasuresOf<K>;
}[PlayableGameSlug];

/** `GET /api/statistics/sessions` with the built-in games. */
export type SessionStatistics = Omit<
  z.infer<ReturnType<typeof sessionStatisticsSchemaOf>>,
  'byGame'
> & { byGame: GameStatistics[] };

/** `GET /api/play/{token}` with the built-in games' instances. */
export type PlaySession = Omit<z.infer<ReturnType<typeof playSessionSchemaOf>>, 'instances'> & {
  instances: PlayInstance[];
};

const playableGames = () => [...registered.values()].filter((game) => game.play);

const codebookOf = (playable: readonly AnyGame[]): Codebook =>
  codebookOfColumns(
    playable.map((game) => ({
      trials: game.play!.trialColumns,
      scores: game.play!.sessionColumns,
    })),
  );

/** The export's codebook with the built-in games' columns. */
export const CODEBOOK: Codebook = /* @__PURE__ */ codebookOf(
  Object.values(games as Record<string, AnyGame>).filter((game) => game.play),
);
export const TRIAL_COLUMNS = CODEBOOK.trials;
export const SESSION_COLUMNS = CODEBOOK.sessions;
export const INSTANCE_COLUMNS = CODEBOOK.instances;

/** The export's codebook with the columns of every game registered now. */
export function codebook(): Codebook {
  const playable = playableGames();
  return playable.map((game) => game.slug).join(' ') === BUILT_IN_PLAYABLE
    ? CODEBOOK
    : codebookOf(playable);
}

/** The trials' columns about an answer beyond `response`, of every game registered now, in order. */
export const responseColumnNames = (): string[] => [
  ...new Set(
    playableGames().flatMap((game) =>
      (game.play!.trialColumns.response.columns ?? []).map((column) => column.name),
    ),
  ),
];

/** The trials' columns about the item answered, of every game registered now, in order. */
export const itemColumnNames = (): string[] => [
  ...new Set(
    playableGames().flatMap((game) =>
      game.play!.trialColumns.itemColumns.map((column) => column.name),
    ),
  ),
];
