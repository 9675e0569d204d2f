// `GET /api/audit`: the audit log for admins, newest first, a page at a time. Entries hold ids
// and field names, never a participant's personal data; the actor is a staff user.
import { z } from 'zod';
import { isSafeText, safeTextError } from './safe-text.ts';
import { idSchema } from './users.ts';
import { dayParamSchema } from './fields.ts';

export const AUDIT_PAGE_SIZE = 50;
/** Pages are counted from 1; beyond this, narrow the filters instead. */
export const AUDIT_MAX_PAGE = 10_000;

export const auditQuerySchema = z
  .strictObject({
    /** Part of the actor's email or name, case-insensitive. */
    actor: z.string().trim().min(1).max(254).refine(isSafeText, safeTextError).optional(),
    /** An action exactly, e.g. `school.created`. */
    action: z
      .string()
      .regex(/^[a-z_]+\.[a-z_]+$/, { error: 'Must be an action such as school.created' })
      .optional(),
    /** First and last day (UTC) of the entries, both included. */
    from: dayParamSchema.optional(),
    to: dayParamSchema.optional(),
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,4}$/, { error: 'Must be a page number from 1' })
      .transform(Number)
      .pipe(z.int().max(AUDIT_MAX_PAGE))
      .optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    error: 'The first day must not be after the last',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/**
 * Whether what an entry records happened: `failed` for an export download that did not complete
 * (given up or broken off); other entries are written with the change they record, so they
 * succeeded. Refused requests change nothing and leave no entry.
 */
export const AUDIT_RESULTS = ['succeeded', 'failed'] as const;
export const auditResultSchema = z.enum(AUDIT_RESULTS);
export type AuditResult = z.infer<typeof auditResultSchema>;

export const auditEntrySchema = z
  .object({
    id: idSchema,
    at: z.iso.datetime({ offset: true }),
    /** Null for the system (seeding, migrations, a child's device completing a session). */
    actor: z.object({ id: idSchema, email: z.string(), name: z.string().nullable() }).nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    result: auditResultSchema,
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    /** Entries matching the filters, on every page. */
    total: z.int().min(0),
    /** Every action recorded so far, for the filter. */
    actions: z.array(z.string()),
  })
  .meta({ id: 'AuditResponse' });
export type AuditResponse = z.infer<typeof auditResponseSchema>;
