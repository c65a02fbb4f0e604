CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ffp_club_accounts" (
	"egret_id" text PRIMARY KEY NOT NULL,
	"cn_name" text NOT NULL,
	"document_type" text NOT NULL,
	"document_no" text NOT NULL,
	"member_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"receiver" text NOT NULL,
	"mobile" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text NOT NULL,
	"region" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_assignees" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"documents" jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_transaction_passwords" (
	"member_id" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "client_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sex" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "preferred_language" text DEFAULT 'zhCn' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "real_name_document_type" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "real_name_document_no" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ffp_club_accounts" ADD CONSTRAINT "ffp_club_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_assignees" ADD CONSTRAINT "member_assignees_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transaction_passwords" ADD CONSTRAINT "member_transaction_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ffp_club_accounts_member_idx" ON "ffp_club_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ffp_club_accounts_document_idx" ON "ffp_club_accounts" USING btree ("document_type","document_no");--> statement-breakpoint
CREATE INDEX "member_addresses_member_idx" ON "member_addresses" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default_idx" ON "member_addresses" USING btree ("member_id") WHERE "member_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "member_assignees_member_idx" ON "member_assignees" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_real_name_document_idx" ON "members" USING btree ("real_name_document_type","real_name_document_no");