CREATE TABLE "feedback_case_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"status" text NOT NULL,
	"reply" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_case_events_one_per_status" UNIQUE("case_id","status")
);
--> statement-breakpoint
CREATE TABLE "feedback_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_no" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"member_id" text,
	"flight_no" text,
	"flight_date" date,
	"ticket_no" text,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_email" text,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_cases_case_no_unique" UNIQUE("case_no")
);
--> statement-breakpoint
CREATE TABLE "feedback_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "feedback_photos_case_position" UNIQUE("case_id","position")
);
--> statement-breakpoint
ALTER TABLE "feedback_case_events" ADD CONSTRAINT "feedback_case_events_case_id_feedback_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."feedback_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_cases" ADD CONSTRAINT "feedback_cases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_photos" ADD CONSTRAINT "feedback_photos_case_id_feedback_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."feedback_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_cases_member" ON "feedback_cases" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_cases_mobile" ON "feedback_cases" USING btree ("contact_mobile","created_at");--> statement-breakpoint
CREATE INDEX "feedback_cases_address" ON "feedback_cases" USING btree ("client_address","created_at");