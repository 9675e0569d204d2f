CREATE TABLE "assessment_items" (
	"assessment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"instance_id" integer NOT NULL,
	CONSTRAINT "assessment_items_assessment_id_position_pk" PRIMARY KEY("assessment_id","position"),
	CONSTRAINT "assessment_items_instance_key" UNIQUE("assessment_id","instance_id"),
	CONSTRAINT "assessment_items_position_check" CHECK ("assessment_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assessment_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assessment_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"research_institute_id" integer NOT NULL,
	"show_demonstration" boolean DEFAULT true NOT NULL,
	"give_feedback" boolean DEFAULT false NOT NULL,
	"picture_set" text DEFAULT 'creatures' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_picture_set_check" CHECK ("assessments"."picture_set" in ('creatures', 'shapes'))
);
--> statement-breakpoint
CREATE TABLE "session_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_index" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"response" text NOT NULL,
	"correct" boolean NOT NULL,
	"reaction_time_ms" integer NOT NULL,
	"input_type" text NOT NULL,
	"client_shown_at" timestamp with time zone NOT NULL,
	"client_answered_at" timestamp with time zone NOT NULL,
	"server_received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_answers_natural_key" UNIQUE("session_id","position","item_index"),
	CONSTRAINT "session_answers_response_check" CHECK ("session_answers"."response" in ('fits', 'does_not_fit')),
	CONSTRAINT "session_answers_input_type_check" CHECK ("session_answers"."input_type" in ('touch', 'mouse', 'pen', 'key')),
	CONSTRAINT "session_answers_reaction_time_check" CHECK ("session_answers"."reaction_time_ms" between 0 and 600000)
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "group_label" text;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_instance_id_rule_finding_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."rule_finding_instances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_research_institute_id_research_institutes_id_fk" FOREIGN KEY ("research_institute_id") REFERENCES "public"."research_institutes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_session_id_assessment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_answers" ADD CONSTRAINT "session_answers_instance_id_rule_finding_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."rule_finding_instances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_items_instance_idx" ON "assessment_items" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "assessment_sessions_assessment_idx" ON "assessment_sessions" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "assessment_sessions_participant_idx" ON "assessment_sessions" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_institute_name_lower_key" ON "assessments" USING btree ("research_institute_id",lower("name"));--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participants_school_idx" ON "participants" USING btree ("school_id");