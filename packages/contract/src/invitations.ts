import { z } from 'zod';

/**
 * Whether a membership (researcher of an institute, staff of a school) is in force. A pending
 * one was invited but not yet accepted through the mailed link: it grants nothing, and lists
 * show it without the person's names.
 */
export const membershipStatusSchema = z
  .enum(['active', 'pending'])
  .meta({ id: 'MembershipStatus' });
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** The open link of a pending membership: when it was sent and until when it works. */
export const membershipInvitationSchema = z
  .object({ sentAt: z.iso.datetime(), expiresAt: z.iso.datetime() })
  .meta({ id: 'MembershipInvitation' });
export type MembershipInvitation = z.infer<typeof membershipInvitationSchema>;

/**
 * The answer to an invitation (`POST /api/researchers`, `POST /api/schools/{id}/staff`): the
 * address as sent, and nothing else, so it is the same whether the email belonged to a user or
 * not and whether a link was sent or resent.
 */
export const invitationSentSchema = z.object({ email: z.string() }).meta({ id: 'InvitationSent' });
export type InvitationSent = z.infer<typeof invitationSentSchema>;

/**
 * `POST /api/invitations/accept`: the signed-in person accepts the invitation whose mailed link
 * carried `token` (with an external sign-in provider, where the link opens the web app).
 */
export const acceptInvitationBodySchema = z
  .object({ token: z.string().min(1).max(100) })
  .meta({ id: 'AcceptInvitationBody' });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** What the accepted invitation made the person: researcher of an institute or staff of a school. */
export const invitationAcceptedSchema = z
  .object({ kind: z.enum(['researcher', 'staff']), name: z.string() })
  .meta({ id: 'InvitationAccepted' });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
