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

/** `GET /api/users/me/context` */
export const userContextSchema = z
  .object({ researcherContext: researcherContextSchema.nullable() })
  .meta({ id: 'UserContext' });
export type UserContext = z.infer<typeof userContextSchema>;
