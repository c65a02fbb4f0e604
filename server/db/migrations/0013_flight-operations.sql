CREATE TABLE "flight_operations" (
	"flight_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reason_code" text,
	"reason_text" jsonb,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"registration" text NOT NULL,
	"gate" text NOT NULL,
	"check_in_counters" text NOT NULL,
	"baggage_belt" text NOT NULL,
	"scheduled_off_block" timestamp with time zone NOT NULL,
	"scheduled_take_off" timestamp with time zone NOT NULL,
	"scheduled_landing" timestamp with time zone NOT NULL,
	"scheduled_on_block" timestamp with time zone NOT NULL,
	"estimated_off_block" timestamp with time zone,
	"estimated_take_off" timestamp with time zone,
	"estimated_landing" timestamp with time zone,
	"estimated_on_block" timestamp with time zone,
	"actual_off_block" timestamp with time zone,
	"actual_take_off" timestamp with time zone,
	"actual_landing" timestamp with time zone,
	"actual_on_block" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"forced_delay_minutes" integer,
	"forced_cancel" boolean DEFAULT false NOT NULL,
	"forced_reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_operations_delay_non_negative" CHECK ("flight_operations"."delay_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "flight_operations" ADD CONSTRAINT "flight_operations_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_operations_status" ON "flight_operations" USING btree ("status");