import { z } from 'zod';
import { idSchema } from '../users.ts';

/** Where in an uploaded file something is: the exercise, the instance and a JSON Pointer. */
const uploadLocation = {
  /** The exercise's name (for a bare instance or array: the file name without `.json`). */
  exerciseName: z.string(),
  /** Position of the instance within its exercise, from 0. */
  instanceIndex: z.int().min(0),
  /** JSON Pointer (RFC 6901) into the uploaded file. */
  path: z.string(),
};

/** An accepted instance with something worth a look (a `matchesRule` the rule disagrees with). */
export const uploadWarningSchema = z
  .object({ ...uploadLocation, message: z.string() })
  .meta({ id: 'GameUploadWarning' });
export type UploadWarning = z.infer<typeof uploadWarningSchema>;

/** An instance identical (same content hash) to a stored one, or to an earlier one in the file. */
export const uploadDuplicateSchema = z
  .object({
    ...uploadLocation,
    /** The stored instance it matches; null when it repeats an earlier instance of the same file. */
    existingId: idSchema.nullable(),
  })
  .meta({ id: 'GameUploadDuplicate' });
export type UploadDuplicate = z.infer<typeof uploadDuplicateSchema>;

const uploadOutcome = {
  /** Instances stored (or, on a dry run, that would be stored). */
  count: z.int().min(0),
  /** Every exercise of the file, in file order. */
  exerciseNames: z.array(z.string()),
  /** Instances not stored because they are already present (the first 50 are listed). */
  alreadyPresentCount: z.int().min(0),
  alreadyPresent: z.array(uploadDuplicateSchema),
  /** Warnings about the instances stored (the first 50 are listed). */
  warningCount: z.int().min(0),
  warnings: z.array(uploadWarningSchema),
};

/** How many problems, already-present instances and warnings an upload answer lists at most. */
export const UPLOAD_LISTED_MAX = 50;

/** `POST /api/games/rule-finding/bulk-upload` (201). */
export const ruleFindingUploadResultSchema = z
  .object({ ...uploadOutcome, dryRun: z.literal(false), instanceIds: z.array(idSchema) })
  .meta({ id: 'RuleFindingUploadResult' });
export type RuleFindingUploadResult = z.infer<typeof ruleFindingUploadResultSchema>;

/** `POST /api/games/hand-gesture/instances/bulk-upload` (201). */
export const handGestureUploadResultSchema = z
  .object({ ...uploadOutcome, dryRun: z.literal(false), instanceIds: z.array(idSchema) })
  .meta({ id: 'HandGestureUploadResult' });
export type HandGestureUploadResult = z.infer<typeof handGestureUploadResultSchema>;

/**
 * Either bulk upload with `?dryRun=true` (200): validated, nothing stored. `count` instances in
 * `exerciseNames.length` exercises would be created. An invalid file answers the same 400
 * problem as a real upload.
 */
export const uploadPreviewSchema = z
  .object({ ...uploadOutcome, dryRun: z.literal(true) })
  .meta({ id: 'GameUploadPreview' });
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;

/** Query of both bulk uploads. */
export const uploadQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .meta({ description: 'Validate only: report what would be created, store nothing' }),
});
