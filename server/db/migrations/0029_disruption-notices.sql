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
ALTER TABLE "disruption_notices" ADD CONSTRAINT "disruption_notices_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_notices" ADD CONSTRAINT "disruption_notices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_notices" ADD CONSTRAINT "disruption_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disruption_notices_member" ON "disruption_notices" USING btree ("member_id","channel");--> statement-breakpoint
CREATE INDEX "disruption_notices_status" ON "disruption_notices" USING btree ("status","claimed_at");