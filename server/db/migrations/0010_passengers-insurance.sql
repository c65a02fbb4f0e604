CREATE TABLE "saved_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"relationship" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text,
	"first_name" text,
	"document_type" text NOT NULL,
	"document_no" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text,
	"nationality" text,
	"issuing_place" text,
	"document_expiry" date,
	"mobile" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_passengers_member_document" UNIQUE("member_id","document_type","document_no")
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_no" text NOT NULL,
	"order_no" text NOT NULL,
	"passenger_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"premium" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insurance_policies_policy_no_unique" UNIQUE("policy_no"),
	CONSTRAINT "insurance_policies_once_per_segment" UNIQUE("passenger_id","segment_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "insurance_products" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"price" integer NOT NULL,
	"sum_insured" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "insurance_products_price_positive" CHECK ("insurance_products"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "saved_passengers" ADD CONSTRAINT "saved_passengers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_passenger_id_order_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."order_passengers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_segment_id_order_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."order_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_product_code_insurance_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."insurance_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_passengers_member" ON "saved_passengers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "insurance_policies_order" ON "insurance_policies" USING btree ("order_no");