ALTER TABLE "member_sessions" ADD COLUMN "dfp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_check_codes" ADD COLUMN "requested_by" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
CREATE INDEX "member_sessions_dfp_idx" ON "member_sessions" USING btree ("dfp","member_id");