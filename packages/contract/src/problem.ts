import { z } from 'zod';

/** One invalid field of a request, addressed by a JSON path such as `/body/email`. */
export const problemFieldErrorSchema = z
  .object({
    path: z.string().meta({ description: 'JSON Pointer (RFC 6901) to the invalid value' }),
    message: z.string(),
  })
  .meta({ id: 'ProblemFieldError' });

/** RFC 9457 problem details, the body of every error answer (`application/problem+json`). */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z.array(problemFieldErrorSchema).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;
