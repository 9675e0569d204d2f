import { z } from 'zod';
import { isNameText, nameTextError } from '../safe-text.ts';

/** Longest exercise name accepted in an upload. */
export const EXERCISE_NAME_MAX_LENGTH = 200;

export const exerciseNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(EXERCISE_NAME_MAX_LENGTH)
  .refine(isNameText, nameTextError);

/**
 * The named-exercises form of an upload file (docs/upload-formats.md): each exercise holds its
 * instances, which the game's own instance schema validates. The other two forms are a single
 * instance and an array of instances, both stored under the file name as exercise name.
 */
export const namedExercisesFileSchema = z
  .strictObject({
    exercises: z
      .array(
        z.strictObject({
          name: exerciseNameSchema,
          instances: z.array(z.unknown()).min(1),
        }),
      )
      .min(1),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.exercises.forEach((exercise, index) => {
      if (seen.has(exercise.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['exercises', index, 'name'],
          message: `The exercise name "${exercise.name}" is used twice`,
        });
      }
      seen.add(exercise.name);
    });
  })
  .meta({ id: 'GameUploadNamedExercises' });
export type NamedExercisesFile = z.infer<typeof namedExercisesFileSchema>;

/** Whether an uploaded document uses the named-exercises form rather than a bare instance. */
export function isNamedExercisesFile(document: unknown): boolean {
  return (
    document !== null &&
    typeof document === 'object' &&
    !Array.isArray(document) &&
    Object.hasOwn(document, 'exercises')
  );
}
