// `GET /api/attention`: what needs a look on the admin's and the researcher's home page, in the
// caller's scope — sessions being played, sessions just completed, invitations not accepted yet,
// and participants whose data is erased soon.
import { z } from 'zod';
import { idSchema } from './users.ts';
import { countSchema } from './fields.ts';

/** Entries of each list; `total` says how many there are in all. */
export const ATTENTION_LIMIT = 5;
/** Completed sessions count as recent for this many days. */
export const RECENT_DAYS = 7;
/** Participants are listed this many days before their data is erased. */
export const RETENTION_NOTICE_DAYS = 14;

const attentionSessionSchema = z.object({
  id: idSchema,
  subjectId: z.string(),
  assessment: z.object({ id: idSchema, name: z.string() }),
  answeredCount: countSchema,
  totalCount: countSchema,
  /** When it started (in progress) or was completed. */
  at: z.iso.datetime({ offset: true }),
});
export type AttentionSession = z.infer<typeof attentionSessionSchema>;

/** A membership invited but not accepted: the email as the inviter typed it and where, never a name. */
const pendingInvitationSchema = z.object({
  kind: z.enum(['researcher', 'staff']),
  email: z.string(),
  invitedAt: z.iso.datetime({ offset: true }),
  /** Where the membership is: the institute (a researcher) or the school (staff). */
  place: z.object({ id: idSchema, name: z.string() }),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** A participant whose data the retention rules erase soon: by subject ID only, and when. */
const dueForErasureSchema = z.object({
  participant: z.object({ id: idSchema, subjectId: z.string() }),
  dueAt: z.iso.datetime({ offset: true }),
});
export type DueForErasure = z.infer<typeof dueForErasureSchema>;

const listOf = <T extends z.ZodType>(entry: T) =>
  z.object({ total: countSchema, entries: z.array(entry) });

export const attentionSchema = z
  .object({
    /** Started and neither completed, expired nor revoked; the latest started first. */
    inProgress: listOf(attentionSessionSchema),
    /** Completed in the last RECENT_DAYS days, the latest first. */
    recentlyCompleted: listOf(attentionSessionSchema),
    /**
     * Admins: researchers and school staff of every institute; researchers: the staff of their
     * institute's schools. The latest invited first.
     */
    pendingInvitations: listOf(pendingInvitationSchema),
    /**
     * Participants the institute's retention rules erase within RETENTION_NOTICE_DAYS, the
     * soonest first.
     */
    dueForErasure: listOf(dueForErasureSchema),
  })
  .meta({ id: 'Attention' });
export type Attention = z.infer<typeof attentionSchema>;
