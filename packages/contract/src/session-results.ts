// `GET /api/sessions/{id}/results`: a session's scores and every answer, for researchers (the
// truth of each item included: this is not the play API). Its shape is made per game: each game's
// scores, instances and answers carry `game` and what that game says of them; games/registry.ts
// puts the registered games' together (`sessionResultsResponseSchema()`).
import { z } from 'zod';
import { idSchema } from './users.ts';
import { inputTypeSchema } from './play.ts';
import { pictureSetSchema, type PictureSet } from './assessments.ts';
import { commonScoresSchema, type CommonScores } from './games/scores.ts';

const instanceRefSchema = z.object({
  id: idSchema,
  /** Its number within its game, where the game numbers them (rule finding). */
  sequenceNumber: z.int().nullable(),
  label: z.string().nullable(),
});
export type InstanceRef = z.infer<typeof instanceRefSchema>;

/** What every answer of the results says, whatever its game. */
const sessionAnswerFactsSchema = z.object({
  position: z.int().min(0),
  instance: instanceRefSchema,
  itemIndex: z.int().min(0),
  /** What the game counted the answer as (rule finding: hit, miss, false_alarm, …). */
  outcome: z.string(),
  correct: z.boolean(),
  reactionTimeMs: z.int().min(0),
  inputType: inputTypeSchema,
  clientShownAt: z.iso.datetime({ offset: true }),
  clientAnsweredAt: z.iso.datetime({ offset: true }),
  serverReceivedAt: z.iso.datetime({ offset: true }),
});
export type SessionAnswerFacts = z.infer<typeof sessionAnswerFactsSchema>;

/** A game's member of the answers: the common facts, its response and what it shows of the item. */
export const sessionAnswerSchemaOf = (
  game: string,
  responseSchema: z.ZodType,
  resultItemSchema: z.ZodObject,
) =>
  sessionAnswerFactsSchema.extend({
    game: z.literal(game),
    ...resultItemSchema.shape,
    response: responseSchema,
  });

/** A game's scores of its answers in the session: the common ones and its own (`measures`). */
export const gameScoresSchemaOf = (game: string, measuresSchema: z.ZodObject) =>
  commonScoresSchema.extend({ game: z.literal(game), ...measuresSchema.shape });

/** One instance's scores, with its place in the assessment and what its game says of it. */
export const instanceScoresSchemaOf = (
  game: string,
  measuresSchema: z.ZodObject,
  resultInstanceSchema: z.ZodObject,
) =>
  gameScoresSchemaOf(game, measuresSchema).extend({
    position: z.int().min(0),
    instance: instanceRefSchema,
    ...resultInstanceSchema.shape,
  });

export const sessionResultsResponseSchemaOf = (members: {
  games: z.ZodType;
  instance: z.ZodType;
  answer: z.ZodType;
}) =>
  z.object({
    /** The whole session: the common scores of all its answers. */
    scores: commonScoresSchema,
    /** Each game of the assessment, in the order it first plays: its answers' scores. */
    games: z.array(members.games),
    /** In play order, every instance of the assessment (answered or not). */
    instances: z.array(members.instance),
    /** In play order. */
    answers: z.array(members.answer),
    /** The assessment's picture set: how the child saw the items. */
    pictureSet: pictureSetSchema,
  });

export interface SessionResultsOf<Games, Instance, Answer> {
  scores: CommonScores;
  games: Games[];
  instances: Instance[];
  answers: Answer[];
  pictureSet: PictureSet;
}
