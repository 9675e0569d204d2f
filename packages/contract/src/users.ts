import { z } from 'zod';
import { roleSchema } from './roles.ts';

export const idSchema = z.number().int().positive();

/** `GET /api/users/me/profile` */
export const userProfileSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(roleSchema),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const researcherContextSchema = z
  .object({
    researchInstituteId: idSchema,
    researchInstituteName: z.string(),
  })
  .meta({ id: 'ResearcherContext' });
export type ResearcherContext = z.infer<typeof researcherContextSchema>;

/**
 * Where the server's mails (invitations, password resets) go: `smtp`, sent by mail; `outbox`, no
 * SMTP server is configured, so they are kept in the outbox that admins read (`GET /api/outbox`).
 */
export const mailDeliverySchema = z.enum(['smtp', 'outbox']).meta({ id: 'MailDelivery' });
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

/** A school whose staff the user belongs to (an accepted membership), with their roles there. */
export const schoolMembershipSchema = z
  .object({
    schoolId: idSchema,
    schoolName: z.string(),
    isAdmin: z.boolean(),
    isTeacher: z.boolean(),
  })
  .meta({ id: 'SchoolMembership' });
export type SchoolMembership = z.infer<typeof schoolMembershipSchema>;

/** `GET /api/users/me/context` */
export const userContextSchema = z
  .object({
    researcherContext: researcherContextSchema.nullable(),
    /** The schools whose staff the user belongs to, by name; empty for none. */
    schools: z.array(schoolMembershipSchema),
    mailDelivery: mailDeliverySchema,
  })
  .meta({ id: 'UserContext' });
export type UserContext = z.infer<typeof userContextSchema>;
