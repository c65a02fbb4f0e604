CREATE TABLE "ffp_renew_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"notice_num" integer NOT NULL,
	"skipped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_credentials" (
	"member_id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"device_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"member_number" text NOT NULL,
	"mobile" text NOT NULL,
	"previous_mobile" text,
	"email" text,
	"cn_name" text DEFAULT '' NOT NULL,
	"identity_status" text DEFAULT '0' NOT NULL,
	"egret_id" text,
	"ffp_binding_flag" text DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_check_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ffp_renew_notices" ADD CONSTRAINT "ffp_renew_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credentials" ADD CONSTRAINT "member_credentials_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_member_number_idx" ON "members" USING btree ("member_number");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_idx" ON "members" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "members_previous_mobile_idx" ON "members" USING btree ("previous_mobile");--> statement-breakpoint
CREATE INDEX "sms_check_codes_mobile_idx" ON "sms_check_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_check_codes_address_idx" ON "sms_check_codes" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_idx" ON "sms_outbox" USING btree ("mobile","sent_at");