CREATE TABLE "cabin_guide_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"booking_class" text NOT NULL,
	"device_code" text NOT NULL,
	"member_id" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cabin_guide_records_flight" ON "cabin_guide_records" USING btree ("flight_no","flight_date");