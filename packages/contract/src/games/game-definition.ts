// What a game decides once, for every part of the platform that reaches it through the registry
// (registry.ts): its slug and, when children can play it, what the tablet may see of an
// instance, what an answer says, what it counts as and how answers are scored. The server stores
// the outcome the game gives an answer; results, progress, statistics and exports read it back
// and never decide again.
import type { z } from 'zod';
import type { AssessmentSettings } from '../assessments.ts';
import type { GameTrialColumns } from '../exports/codebook.ts';
import type { Cell, CodebookColumn } from '../exports/columns.ts';
import type { InputType } from '../play.ts';

/** Answers by outcome, as a session keeps them; an outcome no answer had may be absent. */
export type OutcomeCounts = Readonly<Partial<Record<string, number>>>;

/** What the play API sends of an instance, and what the server keeps of it to judge answers. */
export interface PlayContentOf<Shown, Truth> {
  /** Sent to the tablet: never the truth of an item the child answers. */
  shown: Shown;
  /** The truth of each item the child answers, in order. */
  truths: Truth[];
}

export interface GamePlay<
  Instance,
  Shown,
  Truth,
  Response,
  Outcome extends string,
  Measures = object,
  ResultItem = object,
  ResultInstance = object,
> {
  /** What the tablet receives of an instance (`shown`): the play API's shape of the game. */
  shownSchema: z.ZodObject & z.ZodType<Shown>;
  playContent(instance: Instance, settings: AssessmentSettings): PlayContentOf<Shown, Truth>;
  /**
   * How many answers an instance asks of a child (its `truths`, whatever the settings): stored
   * with the instance, so that the database counts what a session needs without reading it.
   */
  itemCount(instance: Instance): number;
  /**
   * Why children cannot play the instance as it is stored (nothing when they can): an
   * assessment refuses such an instance. Rule finding: items whose mark disagrees with the rule.
   */
  playProblems?(instance: Instance): string[];
  /** What an answer says; validated on the way in. */
  responseSchema: z.ZodType<Response>;
  /** Every outcome an answer can have: the names stored with each answer. */
  outcomes: readonly Outcome[];
  /**
   * Why an answer that says `response` cannot have come by `inputType` (nothing when it can).
   * Without it, the game's answers are the child's or adult's taps and keys, never the camera's.
   */
  inputTypeProblem?(response: Response, inputType: InputType): string | undefined;
  /** What the answer counts as, from what it says and the item's truth: decided once, stored. */
  judge(response: Response, truth: Truth): Outcome;
  /** Whether an answer of this outcome is right. */
  isCorrect(outcome: Outcome): boolean;
  /**
   * The game's own scores of some of its answers (one instance's, or a session's), from their
   * counts by outcome: rule finding's signal detection. Beside them every game has the common
   * scores (answered, correct, accuracy, median reaction time: `scores.ts`).
   */
  measuresSchema: z.ZodObject & z.ZodType<Measures>;
  measures(counts: OutcomeCounts): Measures;
  /** What a session's results show of an answered item beside its response: its truth. */
  resultItemSchema: z.ZodObject & z.ZodType<ResultItem>;
  /** Undefined for no such item. */
  resultItem(instance: Instance, itemIndex: number): ResultItem | undefined;
  /** What a session's results say of an instance beside its scores (rule finding: complexity). */
  resultInstanceSchema: z.ZodObject & z.ZodType<ResultInstance>;
  resultInstance(instance: Instance): ResultInstance;
  /** What it adds to the trials' codebook: its item columns and its responses' values. */
  trialColumns: GameTrialColumns;
  /**
   * The export's cells about the item `itemIndex` of an instance (`trialColumns`); undefined for
   * no such item.
   */
  trialCells(instance: Instance, itemIndex: number): Record<string, Cell> | undefined;
  /**
   * The export's `response` cell of an answer. Without it, the answer as it is when a string, its
   * JSON text otherwise.
   */
  responseCell?(response: Response): Cell;
  /** The cells of its columns about an answer beyond `response` (`trialColumns.response.columns`). */
  responseColumnCells?(response: Response): Record<string, Cell>;
  /** Its columns in the sessions table: its measures of the session's answers of this game. */
  sessionColumns: readonly CodebookColumn[];
  sessionCells(measures: Measures): Record<string, Cell>;
}

export interface GameDefinition<
  Instance = unknown,
  Shown = unknown,
  Truth = unknown,
  Response = unknown,
  Outcome extends string = string,
  Measures = object,
  ResultItem = object,
  ResultInstance = object,
> {
  /** As it appears in paths, messages, metrics and the data: `rule-finding`. */
  slug: string;
  /** How its instances are stored (validated when they were written). */
  storedInstanceSchema: z.ZodType<Instance>;
  /** Absent while children cannot play the game yet. */
  play?: GamePlay<Instance, Shown, Truth, Response, Outcome, Measures, ResultItem, ResultInstance>;
}
