CREATE TABLE "meal_envelope_coupons" (
	"coupon_id" integer PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ancillary_orders" ADD COLUMN "red_envelope_returned" integer;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "meal_envelope_coupons" ADD CONSTRAINT "meal_envelope_coupons_coupon_id_tickets_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_envelope_coupons" ADD CONSTRAINT "meal_envelope_coupons_order_no_ancillary_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."ancillary_orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_order_idempotency_key" UNIQUE("order_no","idempotency_key");