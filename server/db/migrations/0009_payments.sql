CREATE SEQUENCE "public"."e_ticket_serial" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"notify_id" text PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"outcome" text NOT NULL,
	"effect" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"pay_no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_trade_no" text,
	"checkout_url" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_gateway_trade_no_unique" UNIQUE("gateway_trade_no"),
	CONSTRAINT "payments_order_idempotency_key" UNIQUE("order_no","idempotency_key"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_notifications" (
	"notify_id" text PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"notify_url" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"merchant_pay_no" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"refund_no" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "sandbox_transactions_merchant_pay_no_unique" UNIQUE("merchant_pay_no")
);
--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_pay_no_payments_pay_no_fk" FOREIGN KEY ("pay_no") REFERENCES "public"."payments"("pay_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_notifications" ADD CONSTRAINT "sandbox_notifications_trade_no_sandbox_transactions_trade_no_fk" FOREIGN KEY ("trade_no") REFERENCES "public"."sandbox_transactions"("trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notifications_pay" ON "payment_notifications" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_notifications_due" ON "sandbox_notifications" USING btree ("acknowledged_at","next_attempt_at");