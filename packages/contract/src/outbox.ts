import { z } from 'zod';
import { idSchema } from './users.ts';

/** A mail the server queued instead of sending (no SMTP_URL configured). */
export const outboxMessageSchema = z
  .object({
    id: idSchema,
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /**
     * The link the mail carries: an invitation or password-reset link, or for an inviter the page
     * of the card to resend from; null for other mails.
     */
    link: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/outbox?to=` (admin only): newest first, optionally only mails to one address. */
export const outboxQuerySchema = z.strictObject({ to: z.string().trim().max(254).optional() });

export const outboxSchema = z
  .object({ messages: z.array(outboxMessageSchema) })
  .meta({ id: 'Outbox' });
export type Outbox = z.infer<typeof outboxSchema>;
