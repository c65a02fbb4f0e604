CREATE TABLE "risk_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_blocks" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason_key" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_blocks_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "risk_devices" (
	"dfp" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_slider_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"dfp" text NOT NULL,
	"target_offset" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"pass_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"dfp" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_tokens" ADD CONSTRAINT "risk_tokens_dfp_risk_devices_dfp_fk" FOREIGN KEY ("dfp") REFERENCES "public"."risk_devices"("dfp") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_attempts_lookup_idx" ON "risk_attempts" USING btree ("action","scope","key","at");--> statement-breakpoint
CREATE INDEX "risk_slider_challenges_dfp_idx" ON "risk_slider_challenges" USING btree ("dfp","answered_at");--> statement-breakpoint
CREATE INDEX "risk_tokens_dfp_idx" ON "risk_tokens" USING btree ("dfp");