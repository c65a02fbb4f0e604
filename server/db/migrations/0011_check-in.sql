CREATE TABLE "check_in_lookups" (
	"member_id" text NOT NULL,
	"order_no" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_in_lookups_member_id_order_no_pk" PRIMARY KEY("member_id","order_no")
);
--> statement-breakpoint
CREATE TABLE "check_in_seats" (
	"coupon_id" integer PRIMARY KEY NOT NULL,
	"flight_id" integer NOT NULL,
	"seat" text,
	"sequence" integer NOT NULL,
	"assistance" boolean DEFAULT false NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_in_seats_one_passenger_per_seat" UNIQUE("flight_id","seat"),
	CONSTRAINT "check_in_seats_sequence" UNIQUE("flight_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "check_in_sequences" (
	"flight_id" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_lookups" ADD CONSTRAINT "check_in_lookups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_lookups" ADD CONSTRAINT "check_in_lookups_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_seats" ADD CONSTRAINT "check_in_seats_coupon_id_tickets_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_seats" ADD CONSTRAINT "check_in_seats_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_sequences" ADD CONSTRAINT "check_in_sequences_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;