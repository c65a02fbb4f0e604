CREATE TABLE "login_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"issued_by_session_id" text NOT NULL,
	"issued_on_channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "login_handoffs" ADD CONSTRAINT "login_handoffs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_handoffs" ADD CONSTRAINT "login_handoffs_issued_by_session_id_member_sessions_id_fk" FOREIGN KEY ("issued_by_session_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_handoffs_member_idx" ON "login_handoffs" USING btree ("member_id");