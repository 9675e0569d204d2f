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

/** `GET /api/users/me/context` */
export const userContextSchema = z
  .object({
    researcherContext: researcherContextSchema.nullable(),
    mailDelivery: mailDeliverySchema,
  })
  .meta({ id: 'UserContext' });
export type UserContext = z.infer<typeof userContextSchema>;
