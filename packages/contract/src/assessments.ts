import { z } from 'zod';
import { idParamSchema, idReferenceSchema, requiredNameSchema } from './fields.ts';
import { idSchema } from './users.ts';

/** Most instances in one assessment (a long sitting for a child is a few dozen). */
export const ASSESSMENT_MAX_INSTANCES = 100;

/** The drawings that show an item's four on/off characteristics to the child. */
export const PICTURE_SETS = ['creatures', 'shapes'] as const;
export const pictureSetSchema = z.enum(PICTURE_SETS).meta({ id: 'PictureSet' });
export type PictureSet = z.infer<typeof pictureSetSchema>;

/**
 * The order in which a session presents the assessment's instances: as listed (`fixed`), shuffled
 * for each session (`shuffled`), or by the rows of a balanced Latin square taken in turn by the
 * sessions started together (`rotated`), so each instance comes at each place equally often.
 */
export const INSTANCE_ORDERS = ['fixed', 'shuffled', 'rotated'] as const;
export const instanceOrderSchema = z.enum(INSTANCE_ORDERS).meta({ id: 'InstanceOrder' });
export type InstanceOrder = z.infer<typeof instanceOrderSchema>;

/** How an assessment is played; frozen, with its instances, once a session of it exists. */
export const assessmentSettingsSchema = z
  .object({
    /** Show each instance's demonstration items (with their marks) before its target items. */
    showDemonstration: z.boolean(),
    /** Tell the child after each answer whether it was right. */
    giveFeedback: z.boolean(),
    pictureSet: pictureSetSchema,
    instanceOrder: instanceOrderSchema,
    /** Shuffle each instance's target items for each session. */
    shuffleItems: z.boolean(),
  })
  .meta({ id: 'AssessmentSettings' });
export type AssessmentSettings = z.infer<typeof assessmentSettingsSchema>;

export const DEFAULT_ASSESSMENT_SETTINGS: AssessmentSettings = {
  showDemonstration: true,
  giveFeedback: false,
  pictureSet: 'creatures',
  instanceOrder: 'fixed',
  shuffleItems: false,
};

/** One game instance at its place in an assessment (positions count from 0). */
export const assessmentItemSchema = z
  .object({
    position: z.int().min(0),
    /** The instance's game (`rule-finding`) and its id within the game's instances. */
    game: z.string(),
    instanceId: idSchema,
    /** The instance's number within its game, where the game numbers them (rule finding). */
    sequenceNumber: z.int().nullable(),
    label: z.string().nullable(),
    exerciseName: z.string().nullable(),
    /** Target items of the instance: the answers one session of this position needs. */
    targetItemCount: z.int().min(0),
  })
  .meta({ id: 'AssessmentItem' });
export type AssessmentItem = z.infer<typeof assessmentItemSchema>;

/** Sessions of an assessment by state (revoked and expired ones included). */
export const sessionCountsSchema = z
  .object({
    total: z.int().min(0),
    notStarted: z.int().min(0),
    inProgress: z.int().min(0),
    completed: z.int().min(0),
    declined: z.int().min(0),
    stopped: z.int().min(0),
    expired: z.int().min(0),
    revoked: z.int().min(0),
  })
  .meta({ id: 'SessionCounts' });
export type SessionCounts = z.infer<typeof sessionCountsSchema>;

/** An assessment as listed. */
export const assessmentSummarySchema = z
  .object({
    id: idSchema,
    name: z.string(),
    researchInstitute: z.object({ id: idSchema, name: z.string() }),
    settings: assessmentSettingsSchema,
    instanceCount: z.int().min(0),
    /** True once a session exists: items and settings can no longer change. */
    locked: z.boolean(),
    sessionCounts: sessionCountsSchema,
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AssessmentSummary' });
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

/** `GET /api/assessments` (newest first; researchers see their own institute's only) */
export const assessmentsResponseSchema = z
  .object({ assessments: z.array(assessmentSummarySchema) })
  .meta({ id: 'AssessmentsResponse' });
export type AssessmentsResponse = z.infer<typeof assessmentsResponseSchema>;

/** `GET /api/assessments/{id}`, and the answer of every write to one. */
export const assessmentSchema = assessmentSummarySchema
  .extend({ items: z.array(assessmentItemSchema) })
  .meta({ id: 'Assessment' });
export type Assessment = z.infer<typeof assessmentSchema>;

export const assessmentResponseSchema = z
  .object({ assessment: assessmentSchema })
  .meta({ id: 'AssessmentResponse' });
export type AssessmentResponse = z.infer<typeof assessmentResponseSchema>;

export const assessmentParamsSchema = z.strictObject({ id: idParamSchema });

export const ASSESSMENT_NAME_REQUIRED_MESSAGE = 'Assessment name is required';
export const ASSESSMENT_NAME_EXISTS_MESSAGE =
  'An assessment with this name already exists in this research institute';
export const ASSESSMENT_LOCKED_MESSAGE =
  'A session of this assessment has started, so its items and settings can no longer change. Duplicate it to make a changed copy.';

/** An instance to play: its game and its id within the game's instances. */
export const assessmentItemRefSchema = z
  .strictObject({
    game: z.string().min(1, { error: 'Choose the game' }),
    instanceId: idReferenceSchema,
  })
  .meta({ id: 'AssessmentItemRef' });
export type AssessmentItemRef = z.infer<typeof assessmentItemRefSchema>;

/** 1 to ASSESSMENT_MAX_INSTANCES instances, in play order. */
const instanceListSchema = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, { error: 'Choose at least one instance' })
    .max(ASSESSMENT_MAX_INSTANCES, {
      error: `An assessment holds at most ${ASSESSMENT_MAX_INSTANCES} instances`,
    });

const EACH_ONCE = 'Each instance may appear only once';

/** The rule-finding instances, in play order, each at most once: `items` without their game. */
const instanceIdsSchema = instanceListSchema(idReferenceSchema).refine(
  (ids) => new Set(ids).size === ids.length,
  { error: EACH_ONCE },
);

/** The instances of any games, in play order (a battery), each at most once. */
const itemRefsSchema = instanceListSchema(assessmentItemRefSchema).refine(
  (items) =>
    new Set(items.map(({ game, instanceId }) => `${game}:${instanceId}`)).size === items.length,
  { error: EACH_ONCE },
);

const assessmentFields = {
  name: requiredNameSchema(ASSESSMENT_NAME_REQUIRED_MESSAGE),
  showDemonstration: z.boolean().default(DEFAULT_ASSESSMENT_SETTINGS.showDemonstration),
  giveFeedback: z.boolean().default(DEFAULT_ASSESSMENT_SETTINGS.giveFeedback),
  pictureSet: pictureSetSchema.default(DEFAULT_ASSESSMENT_SETTINGS.pictureSet),
  instanceOrder: instanceOrderSchema.default(DEFAULT_ASSESSMENT_SETTINGS.instanceOrder),
  shuffleItems: z.boolean().default(DEFAULT_ASSESSMENT_SETTINGS.shuffleItems),
  /** Rule-finding instance ids: the form of `items` from before an assessment could mix games. */
  instanceIds: instanceIdsSchema.optional(),
  items: itemRefsSchema.optional(),
};

/** Exactly one of `items` and `instanceIds` names the instances. */
const oneInstanceList = (
  body: { instanceIds?: unknown; items?: unknown },
  context: z.RefinementCtx,
) => {
  if ((body.instanceIds === undefined) === (body.items === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [body.items === undefined ? 'items' : 'instanceIds'],
      message:
        body.items === undefined
          ? 'Choose the instances (items)'
          : 'Give the instances once: items or instanceIds',
    });
  }
};

/** The instances a write names, each with its game (`instanceIds` are rule finding's). */
export const itemRefsOf = (body: {
  instanceIds?: readonly number[];
  items?: readonly AssessmentItemRef[];
}): AssessmentItemRef[] =>
  body.items
    ? [...body.items]
    : (body.instanceIds ?? []).map((instanceId) => ({ game: 'rule-finding', instanceId }));

/**
 * `POST /api/assessments` → 201. `researchInstituteId` is required of admins; a researcher's
 * assessment belongs to their own institute, so any other value is refused (404 for another).
 */
export const createAssessmentBodySchema = z
  .strictObject({ ...assessmentFields, researchInstituteId: idReferenceSchema.optional() })
  .superRefine(oneInstanceList)
  .meta({ id: 'CreateAssessmentBody' });
export type CreateAssessmentBody = z.input<typeof createAssessmentBodySchema>;

/** `PUT /api/assessments/{id}`: replaces name, settings and instances; 409 once locked. */
export const updateAssessmentBodySchema = z
  .strictObject(assessmentFields)
  .superRefine(oneInstanceList)
  .meta({ id: 'UpdateAssessmentBody' });
export type UpdateAssessmentBody = z.input<typeof updateAssessmentBodySchema>;

/** `POST /api/assessments/{id}/duplicate` → 201: an unlocked copy, in the same institute. */
export const duplicateAssessmentBodySchema = z
  .strictObject({ name: requiredNameSchema(ASSESSMENT_NAME_REQUIRED_MESSAGE) })
  .meta({ id: 'DuplicateAssessmentBody' });
export type DuplicateAssessmentBody = z.input<typeof duplicateAssessmentBodySchema>;
