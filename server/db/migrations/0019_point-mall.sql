CREATE TABLE "mall_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text NOT NULL,
	"request_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"delivery" jsonb,
	"card_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mall_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "mall_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"picture" text NOT NULL,
	"points_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "mall_products_code_unique" UNIQUE("code"),
	CONSTRAINT "mall_products_stock_non_negative" CHECK ("mall_products"."stock" >= 0),
	CONSTRAINT "mall_products_price_positive" CHECK ("mall_products"."points_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_member_request" ON "mall_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "mall_orders_member" ON "mall_orders" USING btree ("member_id","created_at");