import { z } from 'zod';
import { idSchema } from '../users.ts';
import { claimedTaskSchema, TASK_KINDS } from './hand-gesture-tasks.ts';
import { jsonObjectSchema } from './json-value.ts';

/**
 * A hand-gesture instance as authored: the editor, the upload and `POST` accept this. Its task
 * data is any JSON object; one that names a task children can play (`kind`, or the `gesture` to
 * imitate) must be that task (hand-gesture-tasks.ts).
 */
export const handGestureInstanceInputSchema = z
  .strictObject({
    taskData: jsonObjectSchema
      .superRefine((taskData, context) => {
        for (const issue of claimedTaskSchema(taskData)?.safeParse(taskData).error?.issues ?? []) {
          context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
      })
      .meta({
        description:
          'Any JSON object; one that names a playable task ("kind": "hand-game", or a "gesture" to imitate) must be that task',
      }),
  })
  .meta({ id: 'NewHandGestureInstance' });
export type HandGestureInstanceInput = z.infer<typeof handGestureInstanceInputSchema>;

/** `GET /api/games/hand-gesture/instances/{id}`: the whole instance. */
export const handGestureInstanceSchema = z
  .object({
    id: idSchema,
    exerciseName: z.string().nullable(),
    taskData: z.record(z.string(), z.unknown()),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'HandGestureInstance' });
export type HandGestureInstance = z.infer<typeof handGestureInstanceSchema>;

/** One row of the instances list. */
export const handGestureInstanceSummarySchema = z
  .object({
    id: idSchema,
    exerciseName: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The task children play; null when the task data is none they can play. */
    task: z.enum(TASK_KINDS).nullable(),
    /** Why children cannot play it as it is; empty when they can. */
    playProblems: z.array(z.string()),
  })
  .meta({ id: 'HandGestureInstanceSummary' });
export type HandGestureInstanceSummary = z.infer<typeof handGestureInstanceSummarySchema>;

/** `GET /api/games/hand-gesture/instances` */
export const handGestureInstanceListSchema = z
  .object({ instances: z.array(handGestureInstanceSummarySchema) })
  .meta({ id: 'HandGestureInstanceList' });
export type HandGestureInstanceList = z.infer<typeof handGestureInstanceListSchema>;

/** `POST /api/games/hand-gesture/instances` (201). */
export const handGestureCreateResultSchema = z
  .object({ instance: handGestureInstanceSchema })
  .meta({ id: 'HandGestureCreateResult' });
export type HandGestureCreateResult = z.infer<typeof handGestureCreateResultSchema>;
