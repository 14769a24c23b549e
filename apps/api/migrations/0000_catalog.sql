CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_translations" (
	"city_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "city_translations_city_id_lang_pk" PRIMARY KEY("city_id","lang")
);
--> statement-breakpoint
CREATE TABLE "daily_capacity" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_capacity_product_id_day_pk" PRIMARY KEY("product_id","day"),
	CONSTRAINT "daily_capacity_booked_check" CHECK ("daily_capacity"."booked" >= 0 AND "daily_capacity"."booked" <= "daily_capacity"."capacity")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_translations" (
	"place_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "place_translations_place_id_lang_pk" PRIMARY KEY("place_id","lang")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"type" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "places_type_check" CHECK ("places"."type" in ('airport', 'port', 'station', 'urban'))
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text NOT NULL,
	"warning_name" text,
	"warning_body" text,
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"id_lot" integer NOT NULL,
	"place_id" integer NOT NULL,
	"flight_required" boolean DEFAULT false NOT NULL,
	"passengers" boolean DEFAULT false NOT NULL,
	"opening_hours_type" smallint NOT NULL,
	"open" text,
	"close" text,
	"specific_checkin_hours" text,
	"specific_checkout_hours" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"default_capacity" integer NOT NULL,
	"extra_day_cents" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "products_service_check" CHECK ("products"."service" in ('express', 'premium', 'port', 'standard', 'urban')),
	CONSTRAINT "products_opening_hours_type_check" CHECK ("products"."opening_hours_type" in (2, 3)),
	CONSTRAINT "products_capacity_check" CHECK ("products"."default_capacity" >= 0),
	CONSTRAINT "products_extra_day_check" CHECK ("products"."extra_day_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "static_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"common_terminal_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"id_lot" integer NOT NULL,
	"terminals" integer[] NOT NULL,
	"id_product" integer NOT NULL,
	"id_terminal" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"product_id" integer NOT NULL,
	"days" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "tariffs_product_id_days_pk" PRIMARY KEY("product_id","days"),
	CONSTRAINT "tariffs_days_check" CHECK ("tariffs"."days" >= 1),
	CONSTRAINT "tariffs_price_check" CHECK ("tariffs"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"common_terminal_id" integer NOT NULL,
	"name_short" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "city_translations" ADD CONSTRAINT "city_translations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_capacity" ADD CONSTRAINT "daily_capacity_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_translations" ADD CONSTRAINT "place_translations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_terminals" ADD CONSTRAINT "static_terminals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_terminals" ADD CONSTRAINT "static_terminals_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_terminals" ADD CONSTRAINT "static_terminals_id_terminal_terminals_id_fk" FOREIGN KEY ("id_terminal") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;