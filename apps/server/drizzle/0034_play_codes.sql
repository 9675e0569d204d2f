ALTER TABLE "assessment_sessions" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_code_hash_unique" UNIQUE("code_hash");