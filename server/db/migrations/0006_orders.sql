CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"passenger_type" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text,
	"first_name" text,
	"document_type" text NOT NULL,
	"document_no" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text,
	"nationality" text,
	"issuing_place" text,
	"document_expiry" date,
	"mobile" text,
	"accompanying_adult_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"segment_index" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"booking_class" text NOT NULL,
	"cabin_class" text NOT NULL,
	CONSTRAINT "order_segments_order_index" UNIQUE("order_no","segment_index")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"pnr" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"contact_email" text NOT NULL,
	"total_amount" integer NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"ticketed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "orders_pnr_unique" UNIQUE("pnr"),
	CONSTRAINT "orders_member_idempotency_key" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."total_amount" >= 0 AND "orders"."total_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"passenger_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"document_no" text NOT NULL,
	"fare" integer NOT NULL,
	"airport_fee" integer NOT NULL,
	"fuel_surcharge" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"ticket_no" text,
	"status" text NOT NULL,
	CONSTRAINT "tickets_ticket_no_unique" UNIQUE("ticket_no")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passengers" ADD CONSTRAINT "order_passengers_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_segments" ADD CONSTRAINT "order_segments_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_segments" ADD CONSTRAINT "order_segments_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_passenger_id_order_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."order_passengers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_segment_id_order_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."order_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_no","at");--> statement-breakpoint
CREATE INDEX "order_passengers_order" ON "order_passengers" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_member_created" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_hold" ON "orders" USING btree ("status","hold_until");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_live_coupon_per_traveller" ON "tickets" USING btree ("flight_id","document_no") WHERE "tickets"."status" in ('booked', 'open', 'checked_in', 'used');--> statement-breakpoint
CREATE INDEX "tickets_order" ON "tickets" USING btree ("order_no");