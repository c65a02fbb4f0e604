CREATE TABLE "check_in_proofs" (
	"member_id" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"proven_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_in_proofs_member_id_coupon_id_pk" PRIMARY KEY("member_id","coupon_id")
);
--> statement-breakpoint
DROP TABLE "check_in_lookups" CASCADE;--> statement-breakpoint
ALTER TABLE "check_in_proofs" ADD CONSTRAINT "check_in_proofs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_proofs" ADD CONSTRAINT "check_in_proofs_coupon_id_tickets_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;