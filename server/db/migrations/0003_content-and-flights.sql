CREATE TABLE "ads" (
	"id" text PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"title" jsonb NOT NULL,
	"alt" jsonb NOT NULL,
	"image_path" text NOT NULL,
	"link" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"type" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"version" text NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"dict_type" text NOT NULL,
	"value" text NOT NULL,
	"label_key" text,
	"label" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "dictionary_entries_dict_type_value_pk" PRIMARY KEY("dict_type","value")
);
--> statement-breakpoint
CREATE TABLE "info_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"channels" text[] NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_on" date NOT NULL,
	"updated_on" date NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aircraft_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"seat_layout" jsonb NOT NULL,
	"total_seats" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" text PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"city_name" jsonb NOT NULL,
	"airport_name" jsonb NOT NULL,
	"pinyin" text NOT NULL,
	"initials" text NOT NULL,
	"country_code" text NOT NULL,
	"domestic" boolean NOT NULL,
	"regional" boolean DEFAULT false NOT NULL,
	"timezone" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"code3" text NOT NULL,
	"name" jsonb NOT NULL,
	"dial_code" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "countries_code3_unique" UNIQUE("code3")
);
--> statement-breakpoint
CREATE TABLE "fares" (
	"route_code" text NOT NULL,
	"season" text NOT NULL,
	"cabin_class" text NOT NULL,
	"booking_class" text NOT NULL,
	"price" integer NOT NULL,
	"baggage_kg" integer NOT NULL,
	"change_fee_percent" integer NOT NULL,
	"refund_fee_percent" integer NOT NULL,
	CONSTRAINT "fares_route_code_season_booking_class_pk" PRIMARY KEY("route_code","season","booking_class"),
	CONSTRAINT "fares_price_positive" CHECK ("fares"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "flight_buckets" (
	"flight_id" integer NOT NULL,
	"booking_class" text NOT NULL,
	"cabin_class" text NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "flight_buckets_flight_id_booking_class_pk" PRIMARY KEY("flight_id","booking_class"),
	CONSTRAINT "flight_buckets_available_non_negative" CHECK ("flight_buckets"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_cabins" (
	"flight_id" integer NOT NULL,
	"cabin_class" text NOT NULL,
	"capacity" integer NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "flight_cabins_flight_id_cabin_class_pk" PRIMARY KEY("flight_id","cabin_class"),
	CONSTRAINT "flight_cabins_available_range" CHECK ("flight_cabins"."available" >= 0 AND "flight_cabins"."available" <= "flight_cabins"."capacity")
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"flight_no" text PRIMARY KEY NOT NULL,
	"route_code" text NOT NULL,
	"departure_time" text NOT NULL,
	"arrival_time" text NOT NULL,
	"arrival_day_offset" integer DEFAULT 0 NOT NULL,
	"days_of_week" text NOT NULL,
	"aircraft_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"route_code" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"aircraft_type" text NOT NULL,
	"season" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	CONSTRAINT "flights_flight_no_date" UNIQUE("flight_no","flight_date")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"code" text PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"kind" text NOT NULL,
	"distance_km" integer NOT NULL,
	"airport_fee" integer NOT NULL,
	"fuel_surcharge" integer NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "info_categories" ADD CONSTRAINT "info_categories_group_code_info_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."info_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_topics" ADD CONSTRAINT "info_topics_category_id_info_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."info_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airports" ADD CONSTRAINT "airports_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fares" ADD CONSTRAINT "fares_route_code_routes_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_buckets" ADD CONSTRAINT "flight_buckets_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_cabins" ADD CONSTRAINT "flight_cabins_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_route_code_routes_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_aircraft_type_aircraft_types_code_fk" FOREIGN KEY ("aircraft_type") REFERENCES "public"."aircraft_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_flight_no_flight_schedules_flight_no_fk" FOREIGN KEY ("flight_no") REFERENCES "public"."flight_schedules"("flight_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_route_code_routes_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_aircraft_type_aircraft_types_code_fk" FOREIGN KEY ("aircraft_type") REFERENCES "public"."aircraft_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_origin_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_destination_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flights_route_date" ON "flights" USING btree ("origin","destination","flight_date");