CREATE TABLE "member_points_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"order_no" text,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_points_transactions" ADD CONSTRAINT "member_points_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_points_member" ON "member_points_transactions" USING btree ("member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_order_kind" ON "member_points_transactions" USING btree ("order_no","kind");