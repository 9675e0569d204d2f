import { z } from 'zod';
import { idParamSchema, requiredNameSchema } from './fields.ts';
import { idSchema } from './users.ts';

export const researchInstituteSchema = z
  .object({ id: idSchema, name: z.string() })
  .meta({ id: 'ResearchInstitute' });
export type ResearchInstitute = z.infer<typeof researchInstituteSchema>;

/** `GET /api/research-institutes` (sorted by name, case-insensitive) */
export const researchInstitutesResponseSchema = z
  .object({ researchInstitutes: z.array(researchInstituteSchema) })
  .meta({ id: 'ResearchInstitutesResponse' });
export type ResearchInstitutesResponse = z.infer<typeof researchInstitutesResponseSchema>;

/** `GET /api/research-institutes/{id}` answers the institute itself. */
export const researchInstituteParamsSchema = z.strictObject({
  id: idParamSchema,
});

/** `POST /api/research-institutes` */
export const createResearchInstituteBodySchema = z
  .strictObject({ name: requiredNameSchema('Institute name is required') })
  .meta({ id: 'CreateResearchInstituteBody' });
export type CreateResearchInstituteBody = z.input<typeof createResearchInstituteBodySchema>;

/** `POST /api/research-institutes` → 201 */
export const createdIdResponseSchema = z.object({ id: idSchema }).meta({ id: 'CreatedId' });
export type CreatedIdResponse = z.infer<typeof createdIdResponseSchema>;
