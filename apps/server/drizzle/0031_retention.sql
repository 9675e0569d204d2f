ALTER TABLE "research_institutes" ADD COLUMN "retention_months" smallint;--> statement-breakpoint
ALTER TABLE "research_institutes" ADD COLUMN "study_ends_on" date;--> statement-breakpoint
ALTER TABLE "research_institutes" ADD CONSTRAINT "research_institutes_retention_check" CHECK ("research_institutes"."retention_months" is null or "research_institutes"."retention_months" between 1 and 120);