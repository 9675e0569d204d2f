import { z } from 'zod';
import { emailSchema, idParamSchema } from './fields.ts';
import { membershipInvitationSchema, membershipStatusSchema } from './invitations.ts';
import { idSchema } from './users.ts';

/**
 * A member of a school's staff. `id` names the membership. A pending member (invited, not yet
 * accepted) has no `userId`, empty names, the email as the inviter typed it and the open
 * `invitation`, so that nothing tells whether the invited email already had an account; an
 * active one with empty names is 'Pending onboarding'.
 */
export const staffMemberSchema = z
  .object({
    id: idSchema,
    /** The member's user id; null while the membership is pending. */
    userId: idSchema.nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    isTeacher: z.boolean(),
    status: membershipStatusSchema,
    /** The pending membership's link (null when active, or when no link was mailed). */
    invitation: membershipInvitationSchema.nullable(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /api/schools/{id}/staff` */
export const staffResponseSchema = z
  .object({ staff: z.array(staffMemberSchema) })
  .meta({ id: 'StaffResponse' });
export type StaffResponse = z.infer<typeof staffResponseSchema>;

/** `GET /api/schools/{id}/admins`: the staff members with isAdmin true. */
export const schoolAdminsResponseSchema = z
  .object({ admins: z.array(staffMemberSchema) })
  .meta({ id: 'SchoolAdminsResponse' });
export type SchoolAdminsResponse = z.infer<typeof schoolAdminsResponseSchema>;

/** `GET /api/schools/{id}/staff/{userId}` answers the StaffMember itself (active members only). */
export const staffMemberParamsSchema = z.strictObject({
  id: idParamSchema,
  userId: idParamSchema,
});

/**
 * `/api/schools/{id}/invitations/{membershipId}`: the invitation of a pending staff member, named
 * by the membership's id: read (GET, the pending StaffMember: what the inviter typed and the
 * open link; an accepted membership answers 404), resend (POST) or revoke (DELETE).
 */
export const staffInvitationParamsSchema = z.strictObject({
  id: idParamSchema,
  membershipId: idParamSchema,
});

export const STAFF_ROLE_REQUIRED_MESSAGE = 'At least one of Admin or Teacher must be selected';

/**
 * `POST /api/schools/{id}/staff`: invites the person by email as a pending member.
 * → 202 InvitationSent; inviting a pending member again resends the link.
 * Researchers may only invite `isAdmin: true, isTeacher: false` (403 otherwise).
 */
export const inviteStaffBodySchema = z
  .strictObject({ email: emailSchema, isAdmin: z.boolean(), isTeacher: z.boolean() })
  .refine((body) => body.isAdmin || body.isTeacher, {
    error: STAFF_ROLE_REQUIRED_MESSAGE,
    path: ['isAdmin'],
  })
  .meta({ id: 'InviteStaffBody' });
export type InviteStaffBody = z.input<typeof inviteStaffBodySchema>;

/** `PATCH /api/schools/{id}/staff/{userId}`: an accepted member's roles, at least one. */
export const updateStaffRolesBodySchema = z
  .strictObject({ isAdmin: z.boolean(), isTeacher: z.boolean() })
  .refine((body) => body.isAdmin || body.isTeacher, {
    error: STAFF_ROLE_REQUIRED_MESSAGE,
    path: ['isAdmin'],
  })
  .meta({ id: 'UpdateStaffRolesBody' });
export type UpdateStaffRolesBody = z.input<typeof updateStaffRolesBodySchema>;
