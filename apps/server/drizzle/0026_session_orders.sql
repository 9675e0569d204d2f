-- Item order by design: an assessment presents its instances as listed, shuffled per session or
-- by the rows of a balanced Latin square, and may shuffle their items. A session keeps what
-- decides its order (the seed of its shuffles, its place among the sessions started with it);
-- sessions made before have neither, and their assessments are fixed.
ALTER TABLE "assessment_sessions" ADD COLUMN "order_seed" integer;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "order_rotation" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "instance_order" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "shuffle_items" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_instance_order_check" CHECK ("assessments"."instance_order" in ('fixed', 'shuffled', 'rotated'));