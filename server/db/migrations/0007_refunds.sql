CREATE TABLE "refund_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"fare" integer NOT NULL,
	"fee_percent" integer NOT NULL,
	"fee" integer NOT NULL,
	"airport_fee" integer NOT NULL,
	"fuel_surcharge" integer NOT NULL,
	"points" integer NOT NULL,
	"points_fee" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "refund_coupons_ticket_id_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"points_back" integer DEFAULT 0 NOT NULL,
	"gateway_refund_id" text,
	"requested_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_request_key" UNIQUE("request_key"),
	CONSTRAINT "refunds_amounts_non_negative" CHECK ("refunds"."amount" >= 0 AND "refunds"."fee" >= 0 AND "refunds"."points_back" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refund_coupons" ADD CONSTRAINT "refund_coupons_refund_no_refunds_refund_no_fk" FOREIGN KEY ("refund_no") REFERENCES "public"."refunds"("refund_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_coupons" ADD CONSTRAINT "refund_coupons_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;