CREATE TABLE "mail_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"certificate_no" text,
	"member_id" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booked_by_device" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booked_from_address" text;--> statement-breakpoint
CREATE INDEX "mail_sends_recipient" ON "mail_sends" USING btree ("recipient","sent_at");--> statement-breakpoint
CREATE INDEX "mail_sends_certificate" ON "mail_sends" USING btree ("certificate_no","sent_at");--> statement-breakpoint
CREATE INDEX "mail_sends_member" ON "mail_sends" USING btree ("member_id","sent_at");--> statement-breakpoint
CREATE INDEX "orders_device_hold" ON "orders" USING btree ("booked_by_device","hold_until");--> statement-breakpoint
CREATE INDEX "orders_address_hold" ON "orders" USING btree ("booked_from_address","hold_until");