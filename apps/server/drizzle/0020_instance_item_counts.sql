-- A rule-finding instance keeps how many answers it asks of a child (its target items), counted
-- by the game when the instance is written, so that a session's total is a sum of columns.
-- Instances stored before were counted by the same rule.
ALTER TABLE "rule_finding_instances" ADD COLUMN "item_count" integer;--> statement-breakpoint
UPDATE "rule_finding_instances" SET "item_count" = jsonb_array_length("item_data" -> 'targetItems');--> statement-breakpoint
ALTER TABLE "rule_finding_instances" ALTER COLUMN "item_count" SET NOT NULL;
