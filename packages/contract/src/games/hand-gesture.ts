import { z } from 'zod';
import { idSchema } from '../users.ts';
import { jsonObjectSchema } from './json-value.ts';

/** A hand-gesture instance as authored: the editor, the upload and `POST` accept this. */
export const handGestureInstanceInputSchema = z
  .strictObject({
    taskData: jsonObjectSchema.meta({ description: 'Any JSON object' }),
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
