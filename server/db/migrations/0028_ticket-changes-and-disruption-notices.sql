CREATE TABLE "disruption_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"flight_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"recipient" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "disruption_notices_once" UNIQUE("event_key","ticket_id","channel")
);
--> statement-breakpoint
CREATE TABLE "ticket_change_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_no" text NOT NULL,
	"old_ticket_id" integer NOT NULL,
	"new_ticket_id" integer NOT NULL,
	"fee_percent" integer NOT NULL,
	"fee" integer NOT NULL,
	"fare_difference" integer NOT NULL,
	"tax_difference" integer NOT NULL,
	"amount" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "ticket_change_coupons_new_ticket_id_unique" UNIQUE("new_ticket_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_changes" (
	"change_no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"policy" text NOT NULL,
	"status" text NOT NULL,
	"new_flight_id" integer NOT NULL,
	"new_segment_id" integer NOT NULL,
	"booking_class" text NOT NULL,
	"cabin_class" text NOT NULL,
	"total_amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "ticket_changes_member_idempotency_key" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "ticket_changes_amounts" CHECK ("ticket_changes"."total_amount" >= 0 AND "ticket_changes"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_segments" DROP CONSTRAINT "order_segments_order_index";--> statement-breakpoint
ALTER TABLE "disruption_notices" ADD CONSTRAINT "disruption_notices_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_notices" ADD CONSTRAINT "disruption_notices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_notices" ADD CONSTRAINT "disruption_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_change_coupons" ADD CONSTRAINT "ticket_change_coupons_change_no_ticket_changes_change_no_fk" FOREIGN KEY ("change_no") REFERENCES "public"."ticket_changes"("change_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_change_coupons" ADD CONSTRAINT "ticket_change_coupons_old_ticket_id_tickets_id_fk" FOREIGN KEY ("old_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_change_coupons" ADD CONSTRAINT "ticket_change_coupons_new_ticket_id_tickets_id_fk" FOREIGN KEY ("new_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_new_flight_id_flights_id_fk" FOREIGN KEY ("new_flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_changes" ADD CONSTRAINT "ticket_changes_new_segment_id_order_segments_id_fk" FOREIGN KEY ("new_segment_id") REFERENCES "public"."order_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disruption_notices_member" ON "disruption_notices" USING btree ("member_id","channel");--> statement-breakpoint
CREATE INDEX "disruption_notices_status" ON "disruption_notices" USING btree ("status","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_change_coupons_one_live_change" ON "ticket_change_coupons" USING btree ("old_ticket_id") WHERE "ticket_change_coupons"."live";--> statement-breakpoint
CREATE INDEX "ticket_change_coupons_change" ON "ticket_change_coupons" USING btree ("change_no");--> statement-breakpoint
CREATE INDEX "ticket_changes_order" ON "ticket_changes" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "ticket_changes_status_hold" ON "ticket_changes" USING btree ("status","hold_until");--> statement-breakpoint
ALTER TABLE "order_segments" ADD CONSTRAINT "order_segments_order_index_flight" UNIQUE("order_no","segment_index","flight_id","booking_class");