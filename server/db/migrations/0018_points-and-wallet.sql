CREATE TABLE "member_tiers" (
	"member_id" text PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"review_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_accrual_rates" (
	"booking_class" text PRIMARY KEY NOT NULL,
	"cabin_class" text NOT NULL,
	"rate_percent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_exchange_standards" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"cabin_class" text NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "points_exchange_standards_origin_destination_cabin_class_pk" PRIMARY KEY("origin","destination","cabin_class")
);
--> statement-breakpoint
CREATE TABLE "points_flight_accruals" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_no" text NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"booking_class" text NOT NULL,
	"cabin_class" text NOT NULL,
	"standard_mileage" integer NOT NULL,
	"reward_points" integer NOT NULL,
	"extra_points" integer NOT NULL,
	"reward_segments" integer NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_retro_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"ticket_no" text NOT NULL,
	"flight_no" text NOT NULL,
	"cabin" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"flight_date" date NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"flight_accrual_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_holds_amount_positive" CHECK ("wallet_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_no" text NOT NULL,
	"member_id" text NOT NULL,
	"category" text NOT NULL,
	"amount" integer NOT NULL,
	"source" text,
	"order_no" text,
	"expires_at" timestamp with time zone,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_transactions_transaction_no_unique" UNIQUE("transaction_no"),
	CONSTRAINT "wallet_transactions_amount_not_zero" CHECK ("wallet_transactions"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "member_points_transactions" ADD COLUMN "flight_accrual_id" integer;--> statement-breakpoint
ALTER TABLE "member_tiers" ADD CONSTRAINT "member_tiers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_flight_accruals" ADD CONSTRAINT "points_flight_accruals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_flight_accruals" ADD CONSTRAINT "points_flight_accruals_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_retro_claims" ADD CONSTRAINT "points_retro_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_retro_claims" ADD CONSTRAINT "points_retro_claims_flight_accrual_id_points_flight_accruals_id_fk" FOREIGN KEY ("flight_accrual_id") REFERENCES "public"."points_flight_accruals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_flight_accruals_ticket" ON "points_flight_accruals" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "points_flight_accruals_member" ON "points_flight_accruals" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "points_retro_claims_member" ON "points_retro_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_holds_one_live_per_order" ON "wallet_holds" USING btree ("order_no") WHERE "wallet_holds"."status" in ('held', 'spent');--> statement-breakpoint
CREATE INDEX "wallet_holds_member" ON "wallet_holds" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_source" ON "wallet_transactions" USING btree ("source");--> statement-breakpoint
CREATE INDEX "wallet_transactions_member" ON "wallet_transactions" USING btree ("member_id","at");--> statement-breakpoint
ALTER TABLE "member_points_transactions" ADD CONSTRAINT "member_points_transactions_flight_accrual_id_points_flight_accruals_id_fk" FOREIGN KEY ("flight_accrual_id") REFERENCES "public"."points_flight_accruals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_flight_accrual" ON "member_points_transactions" USING btree ("flight_accrual_id");