CREATE TABLE "sandbox_refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"merchant_request_no" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_request" UNIQUE("trade_no","merchant_request_no"),
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_trade_no_sandbox_transactions_trade_no_fk" FOREIGN KEY ("trade_no") REFERENCES "public"."sandbox_transactions"("trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_refund_no_refunds_refund_no_fk" FOREIGN KEY ("refund_no") REFERENCES "public"."refunds"("refund_no") ON DELETE no action ON UPDATE no action;