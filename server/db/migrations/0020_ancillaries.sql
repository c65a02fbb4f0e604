CREATE TABLE "ancillary_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"unit" text NOT NULL,
	"amount" integer NOT NULL,
	"price" integer NOT NULL,
	"status" text NOT NULL,
	"emd_no" text,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "ancillary_items_emd_no_unique" UNIQUE("emd_no"),
	CONSTRAINT "ancillary_items_price_positive" CHECK ("ancillary_items"."price" > 0 AND "ancillary_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ancillary_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" text NOT NULL,
	"status" text NOT NULL,
	"total_amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"red_envelope_amount" integer,
	CONSTRAINT "ancillary_orders_member_idempotency_key" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "ancillary_orders_amounts" CHECK ("ancillary_orders"."total_amount" > 0 AND "ancillary_orders"."refunded_amount" >= 0 AND "ancillary_orders"."refunded_amount" <= "ancillary_orders"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "meal_stock" (
	"flight_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"left" integer NOT NULL,
	CONSTRAINT "meal_stock_flight_id_item_code_pk" PRIMARY KEY("flight_id","item_code"),
	CONSTRAINT "meal_stock_not_negative" CHECK ("meal_stock"."left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_no_orders_order_no_fk";
--> statement-breakpoint
ALTER TABLE "wallet_holds" DROP CONSTRAINT "wallet_holds_order_no_orders_order_no_fk";
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_order_no_orders_order_no_fk";
--> statement-breakpoint
ALTER TABLE "ancillary_items" ADD CONSTRAINT "ancillary_items_order_no_ancillary_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."ancillary_orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ancillary_items" ADD CONSTRAINT "ancillary_items_coupon_id_tickets_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ancillary_items" ADD CONSTRAINT "ancillary_items_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ancillary_orders" ADD CONSTRAINT "ancillary_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_stock" ADD CONSTRAINT "meal_stock_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ancillary_items_one_live_per_coupon" ON "ancillary_items" USING btree ("coupon_id","item_code") WHERE "ancillary_items"."status" in ('unpaid', 'paid');--> statement-breakpoint
CREATE INDEX "ancillary_items_order" ON "ancillary_items" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "ancillary_orders_member" ON "ancillary_orders" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "ancillary_orders_status_hold" ON "ancillary_orders" USING btree ("status","hold_until");