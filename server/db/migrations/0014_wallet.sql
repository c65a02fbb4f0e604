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
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_holds_one_live_per_order" ON "wallet_holds" USING btree ("order_no") WHERE "wallet_holds"."status" in ('held', 'spent');--> statement-breakpoint
CREATE INDEX "wallet_holds_member" ON "wallet_holds" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_source" ON "wallet_transactions" USING btree ("source");--> statement-breakpoint
CREATE INDEX "wallet_transactions_member" ON "wallet_transactions" USING btree ("member_id","at");