// `GET /api/sessions/{id}/results`: a session's scores and every answer, for researchers (the
// truth of each item included: this is not the play API).
import { z } from 'zod';
import { idSchema } from './users.ts';
import { answerScoresSchema } from './games/rule-finding-scores.ts';
import { characteristicValueSchema } from './games/rule.ts';
import { inputTypeSchema } from './play.ts';
import { answerResponseSchema } from './games/rule-finding-game.ts';
import { pictureSetSchema } from './assessments.ts';

const instanceRefSchema = z.object({
  id: idSchema,
  /** Its number within its game, where the game numbers them (rule finding). */
  sequenceNumber: z.int().nullable(),
  label: z.string().nullable(),
});

export const sessionAnswerSchema = z
  .object({
    position: z.int().min(0),
    instance: instanceRefSchema,
    itemIndex: z.int().min(0),
    characteristics: z.array(characteristicValueSchema),
    matchesRule: z.boolean(),
    response: answerResponseSchema,
    correct: z.boolean(),
    reactionTimeMs: z.int().min(0),
    inputType: inputTypeSchema,
    clientShownAt: z.iso.datetime({ offset: true }),
    clientAnsweredAt: z.iso.datetime({ offset: true }),
    serverReceivedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SessionAnswer' });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** One instance's scores, with its place in the assessment and its rule's complexity. */
export const instanceScoresSchema = answerScoresSchema
  .extend({
    position: z.int().min(0),
    instance: instanceRefSchema,
    ruleComplexity: z.int().min(0).meta({ description: "Number of the rule's and/or/not nodes" }),
  })
  .meta({ id: 'InstanceScores' });
export type InstanceScores = z.infer<typeof instanceScoresSchema>;

export const sessionResultsResponseSchema = z
  .object({
    /** The whole session: its answers pooled. */
    scores: answerScoresSchema,
    /** In play order, every instance of the assessment (answered or not). */
    instances: z.array(instanceScoresSchema),
    /** In play order. */
    answers: z.array(sessionAnswerSchema),
    /** The assessment's picture set: how the child saw the items. */
    pictureSet: pictureSetSchema,
  })
  .meta({ id: 'SessionResultsResponse' });
export type SessionResultsResponse = z.infer<typeof sessionResultsResponseSchema>;
