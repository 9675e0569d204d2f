import { z } from 'zod';
import { idParamSchema, idReferenceSchema, requiredNameSchema } from './fields.ts';
import { researchInstituteSchema } from './research-institutes.ts';
import { idSchema } from './users.ts';

export const schoolSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    /** Null when no research institute manages the school. */
    managingInstitute: researchInstituteSchema.nullable(),
  })
  .meta({ id: 'School' });
export type School = z.infer<typeof schoolSchema>;

/** `GET /api/schools` (sorted by name, case-insensitive; researchers see their institute's only) */
export const schoolsResponseSchema = z
  .object({ schools: z.array(schoolSchema) })
  .meta({ id: 'SchoolsResponse' });
export type SchoolsResponse = z.infer<typeof schoolsResponseSchema>;

/** `GET /api/schools/{id}` and `POST /api/schools` → 201 */
export const schoolResponseSchema = z
  .object({ school: schoolSchema })
  .meta({ id: 'SchoolResponse' });
export type SchoolResponse = z.infer<typeof schoolResponseSchema>;

export const schoolParamsSchema = z.strictObject({ id: idParamSchema });

/**
 * `POST /api/schools`. `managingInstituteId` null means 'No managing institute' (admins only);
 * a researcher must send their own institute's id.
 */
export const createSchoolBodySchema = z
  .strictObject({
    schoolName: requiredNameSchema('School name is required'),
    managingInstituteId: idReferenceSchema.nullable(),
  })
  .meta({ id: 'CreateSchoolBody' });
export type CreateSchoolBody = z.input<typeof createSchoolBodySchema>;

/** `PATCH /api/schools/{id}`: a new name (unique within its managing institute). */
export const updateSchoolBodySchema = z
  .strictObject({ schoolName: requiredNameSchema('School name is required') })
  .meta({ id: 'UpdateSchoolBody' });
export type UpdateSchoolBody = z.input<typeof updateSchoolBodySchema>;
