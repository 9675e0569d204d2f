CREATE TABLE "consent_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"research_institute_id" integer NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participant_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant_id" integer NOT NULL,
	"status" text NOT NULL,
	"given_by" text,
	"relation" text DEFAULT '' NOT NULL,
	"decided_on" date,
	"consent_form_id" integer,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_consents_status_check" CHECK ("participant_consents"."status" in ('not_asked', 'given', 'refused', 'withdrawn')),
	CONSTRAINT "participant_consents_given_by_check" CHECK ("participant_consents"."given_by" is null or "participant_consents"."given_by" in ('parent', 'guardian'))
);
--> statement-breakpoint
-- Institutes from before consent was recorded keep starting sessions as they did; new ones need consent.
ALTER TABLE "research_institutes" ADD COLUMN "sessions_need_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "research_institutes" ALTER COLUMN "sessions_need_consent" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_research_institute_id_research_institutes_id_fk" FOREIGN KEY ("research_institute_id") REFERENCES "public"."research_institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_consents" ADD CONSTRAINT "participant_consents_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_consents" ADD CONSTRAINT "participant_consents_consent_form_id_consent_forms_id_fk" FOREIGN KEY ("consent_form_id") REFERENCES "public"."consent_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_consents" ADD CONSTRAINT "participant_consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_forms_institute_title_version_language_key" ON "consent_forms" USING btree ("research_institute_id",lower("title"),"version","language");--> statement-breakpoint
CREATE INDEX "participant_consents_participant_idx" ON "participant_consents" USING btree ("participant_id","id");--> statement-breakpoint
CREATE INDEX "participant_consents_form_idx" ON "participant_consents" USING btree ("consent_form_id");--> statement-breakpoint
-- A participant's consent status is derived from its decisions: a new one changes the lists of
-- participants, so it raises their counter (data_versions).
CREATE TRIGGER "participant_consents_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "participant_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_participants_version"();
