-- The address as the inviter typed it: a pending membership is shown by it, never by the stored
-- case of an existing account's address. Older pending memberships keep null (lower case shown).
ALTER TABLE "researchers" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "school_staff" ADD COLUMN "invited_email" text;