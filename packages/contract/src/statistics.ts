import { z } from 'zod';

const countSchema = z.number().int().nonnegative();

/**
 * `GET /api/statistics`: counts in the caller's scope. Admins count everything; a researcher
 * counts their own institute (its schools, those schools' staff and its participants). Game
 * instances are shared by every institute, so their counts are always global.
 */
export const statisticsSchema = z
  .object({
    scope: z.enum(['all', 'institute']),
    researchInstitutes: countSchema,
    schools: countSchema,
    /** Staff memberships of the counted schools: invited but not yet onboarded vs onboarded. */
    staff: z.object({ pending: countSchema, onboarded: countSchema }),
    participants: countSchema,
    ruleFindingInstances: countSchema,
    handGestureInstances: countSchema,
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.infer<typeof statisticsSchema>;
