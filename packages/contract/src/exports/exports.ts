// `POST /api/exports`: ask for one export file of the caller's scope; the answer is a short-lived,
// single-use download address, so the browser downloads it natively (progress, no memory).
import { z } from 'zod';
import { dayParamSchema, idReferenceSchema } from '../fields.ts';
import { isNameText, nameTextError } from '../safe-text.ts';

/**
 * Every file an export can be: each table as CSV or JSON lines, their codebook, or all in a ZIP;
 * or one child's data for their parents (`participant.zip`, with `participantId`).
 */
export const EXPORT_FILES = [
  'trials.csv',
  'trials.jsonl',
  'sessions.csv',
  'sessions.jsonl',
  'instances.csv',
  'instances.jsonl',
  'codebook.csv',
  'codebook.json',
  'dataset_description.json',
  'export.zip',
  'participant.zip',
] as const;
export const exportFileSchema = z.enum(EXPORT_FILES).meta({ id: 'ExportFile' });
export type ExportFile = z.infer<typeof exportFileSchema>;

/**
 * Which sessions an export holds: all of the caller's scope, narrowed by each filter given. The
 * date range is of the day (UTC) a session was started, or its link made if not started yet.
 */
export const exportFiltersSchema = z.strictObject({
  assessmentId: idReferenceSchema.optional(),
  schoolId: idReferenceSchema.optional(),
  /** One participant's sessions (a parent's request for their child's data). */
  participantId: idReferenceSchema.optional(),
  /** A group label exactly, e.g. `3b`. */
  group: z.string().trim().min(1).max(32).refine(isNameText, nameTextError).optional(),
  from: dayParamSchema.optional(),
  to: dayParamSchema.optional(),
});
export type ExportFilters = z.infer<typeof exportFiltersSchema>;

export const createExportBodySchema = exportFiltersSchema
  .extend({ file: exportFileSchema })
  .refine((body) => body.from === undefined || body.to === undefined || body.from <= body.to, {
    error: 'The first day must not be after the last',
    path: ['to'],
  })
  .refine((body) => body.file !== 'participant.zip' || body.participantId !== undefined, {
    error: "A child's data needs the participant",
    path: ['participantId'],
  })
  .meta({ id: 'CreateExportBody' });
export type CreateExportBody = z.input<typeof createExportBodySchema>;

/** How long a download address opens its file: long enough to click, short enough to not leak. */
export const EXPORT_TICKET_TTL_SECONDS = 60;

export const createExportResponseSchema = z
  .object({
    /** Path of the download (`/api/exports/{ticket}`); it opens once, without sign-in. */
    url: z.string(),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CreateExportResponse' });
export type CreateExportResponse = z.infer<typeof createExportResponseSchema>;

export const exportTicketParamsSchema = z.strictObject({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Not a download address' }),
});
