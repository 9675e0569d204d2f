// `GET /api/schools/{id}/progress`: a school's classes, each child's assessments and how far
// they are — progress only, for the school's staff and its researchers. Never scores, answers or
// reviews: those are research data.
import { z } from 'zod';
import { countSchema } from './fields.ts';
import { sessionStateSchema } from './sessions.ts';
import { idSchema } from './users.ts';

/** One child's latest session of one assessment. */
export const childSessionProgressSchema = z.object({
  assessmentId: idSchema,
  sessionId: idSchema,
  state: sessionStateSchema,
  answeredCount: countSchema,
  totalCount: countSchema,
});
export type ChildSessionProgress = z.infer<typeof childSessionProgressSchema>;

export const childProgressSchema = z.object({
  participantId: idSchema,
  subjectId: z.string(),
  /** As recorded (empty when not); the school's staff know the children by name. */
  firstName: z.string(),
  lastName: z.string(),
  /** The latest session of each assessment the child has one of, by `assessments`' order. */
  sessions: z.array(childSessionProgressSchema),
});
export type ChildProgress = z.infer<typeof childProgressSchema>;

export const schoolProgressSchema = z
  .object({
    school: z.object({ id: idSchema, name: z.string() }),
    /** The assessments any child of the school has a session of, by name. */
    assessments: z.array(z.object({ id: idSchema, name: z.string() })),
    /**
     * The school's classes in natural order (a class-less group, `null`, last), each with its
     * children by subject ID.
     */
    groups: z.array(
      z.object({ group: z.string().nullable(), children: z.array(childProgressSchema) }),
    ),
  })
  .meta({ id: 'SchoolProgress' });
export type SchoolProgress = z.infer<typeof schoolProgressSchema>;
