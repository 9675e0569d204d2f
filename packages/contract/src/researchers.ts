import { z } from 'zod';
import { emailSchema, idParamSchema, idReferenceSchema } from './fields.ts';
import { idSchema } from './users.ts';

/**
 * A researcher: `id` is the user's id. Empty first and last names mean the person has not
 * completed onboarding yet ('Pending onboarding').
 */
export const researcherSchema = z
  .object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    researchInstituteId: idSchema,
  })
  .meta({ id: 'Researcher' });
export type Researcher = z.infer<typeof researcherSchema>;

/** `GET /api/researchers?instituteId=` */
export const researchersQuerySchema = z.strictObject({
  instituteId: idParamSchema,
});
export type ResearchersQuery = z.input<typeof researchersQuerySchema>;

export const researchersResponseSchema = z
  .object({ researchers: z.array(researcherSchema) })
  .meta({ id: 'ResearchersResponse' });
export type ResearchersResponse = z.infer<typeof researchersResponseSchema>;

/** `POST /api/researchers`: invites the person by email into the institute. → 201 Researcher */
export const inviteResearcherBodySchema = z
  .strictObject({ email: emailSchema, researchInstituteId: idReferenceSchema })
  .meta({ id: 'InviteResearcherBody' });
export type InviteResearcherBody = z.input<typeof inviteResearcherBodySchema>;
