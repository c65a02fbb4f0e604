CREATE TABLE "delay_certificates" (
	"certificate_no" text PRIMARY KEY NOT NULL,
	"verification_code" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"flight_id" integer NOT NULL,
	"passenger_name" text NOT NULL,
	"document_type" text NOT NULL,
	"document_no_masked" text NOT NULL,
	"ticket_no" text NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"scheduled_departure" timestamp with time zone NOT NULL,
	"scheduled_arrival" timestamp with time zone NOT NULL,
	"actual_departure" timestamp with time zone,
	"actual_arrival" timestamp with time zone,
	"delay_minutes" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason_code" text NOT NULL,
	"reason_text" jsonb NOT NULL,
	"delivery" jsonb,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delay_certificates_verification_code_unique" UNIQUE("verification_code"),
	CONSTRAINT "delay_certificates_coupon_id_unique" UNIQUE("coupon_id")
);
--> statement-breakpoint
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
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"size_bytes" integer NOT NULL,
	"raw" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delay_certificates" ADD CONSTRAINT "delay_certificates_coupon_id_tickets_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delay_certificates" ADD CONSTRAINT "delay_certificates_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_operations" ADD CONSTRAINT "flight_operations_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delay_certificates_flight" ON "delay_certificates" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "flight_operations_status" ON "flight_operations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mail_outbox_to" ON "mail_outbox" USING btree ("to","sent_at");