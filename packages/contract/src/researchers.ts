import { z } from 'zod';
import { emailSchema, idParamSchema, idReferenceSchema } from './fields.ts';
import { membershipInvitationSchema, membershipStatusSchema } from './invitations.ts';
import { idSchema } from './users.ts';

/**
 * A researcher: `id` is the user's id. A pending researcher (invited, not yet accepted) has empty
 * names, the email as the inviter typed it and the open `invitation`; an active one with empty names has not completed onboarding
 * ('Pending onboarding', memberships from before invitations had to be accepted).
 */
export const researcherSchema = z
  .object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    researchInstituteId: idSchema,
    status: membershipStatusSchema,
    /** The pending membership's link (null when active, or when no link was mailed). */
    invitation: membershipInvitationSchema.nullable(),
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

/**
 * `POST /api/researchers`: invites the person by email into the institute as a pending
 * researcher. → 202 InvitationSent; inviting a pending researcher again resends the link.
 */
export const inviteResearcherBodySchema = z
  .strictObject({ email: emailSchema, researchInstituteId: idReferenceSchema })
  .meta({ id: 'InviteResearcherBody' });
export type InviteResearcherBody = z.input<typeof inviteResearcherBodySchema>;

/** `/api/researchers/{id}/invitation`: resend (POST) or revoke (DELETE) a pending researcher. */
export const researcherParamsSchema = z.strictObject({ id: idParamSchema });
