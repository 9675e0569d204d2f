-- Item order by design: an assessment presents its instances as listed, shuffled per session or
-- by the rows of a balanced Latin square, and may shuffle their items; each session keeps the
-- order it presents (and the seed of its shuffles). Sessions made before keep null: they
-- presented everything as authored.
ALTER TABLE "assessment_sessions" ADD COLUMN "play_order" jsonb;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "order_seed" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "instance_order" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "shuffle_items" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_instance_order_check" CHECK ("assessments"."instance_order" in ('fixed', 'shuffled', 'rotated'));