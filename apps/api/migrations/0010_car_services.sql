CREATE TABLE "car_service_model_classes" (
	"umc" text PRIMARY KEY NOT NULL,
	"price_class" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_service_prices" (
	"car_service_id" integer NOT NULL,
	"price_class" text NOT NULL,
	"unique_price_cents" integer,
	"lines" jsonb NOT NULL,
	CONSTRAINT "car_service_prices_car_service_id_price_class_pk" PRIMARY KEY("car_service_id","price_class"),
	CONSTRAINT "car_service_prices_unique_check" CHECK ("car_service_prices"."unique_price_cents" is null or "car_service_prices"."unique_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "car_service_translations" (
	"car_service_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "car_service_translations_car_service_id_lang_pk" PRIMARY KEY("car_service_id","lang")
);
--> statement-breakpoint
CREATE TABLE "car_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"scope_id" smallint NOT NULL,
	"fees_not_included" boolean DEFAULT false NOT NULL,
	"umc_required" boolean DEFAULT true NOT NULL,
	"body_applicabilitycode_required" boolean DEFAULT false NOT NULL,
	"motor_applicabilitycode_required" boolean DEFAULT false NOT NULL,
	"request_km" boolean DEFAULT false NOT NULL,
	"workshop_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "car_services_scope_check" CHECK ("car_services"."scope_id" in (5, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29))
);
--> statement-breakpoint
CREATE TABLE "mechanical_estimate_services" (
	"estimate_id" integer NOT NULL,
	"car_service_id" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"unique_price" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "mechanical_estimate_services_estimate_id_car_service_id_pk" PRIMARY KEY("estimate_id","car_service_id"),
	CONSTRAINT "mechanical_estimate_services_base_check" CHECK ("mechanical_estimate_services"."base_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mechanical_estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer,
	"umc" text NOT NULL,
	"body_code" text,
	"motor_code" text,
	"propulsion_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_car_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"estimate_id" integer NOT NULL,
	"car_service_id" integer NOT NULL,
	"name" text NOT NULL,
	"base_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"emission_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_custom_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"charged_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_custom_requests_kind_check" CHECK ("reservation_custom_requests"."kind" in ('tyres', 'service'))
);
--> statement-breakpoint
CREATE TABLE "workshop_brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"workshop_type" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "workshop_brands_type_check" CHECK ("workshop_brands"."workshop_type" in ('official', 'independent'))
);
--> statement-breakpoint
CREATE TABLE "workshop_daily_capacity" (
	"workshop_id" integer NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshop_daily_capacity_workshop_id_day_pk" PRIMARY KEY("workshop_id","day"),
	CONSTRAINT "workshop_daily_capacity_booked_check" CHECK ("workshop_daily_capacity"."booked" >= 0 AND "workshop_daily_capacity"."booked" <= "workshop_daily_capacity"."capacity")
);
--> statement-breakpoint
CREATE TABLE "workshop_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"workshop_id" integer NOT NULL,
	"estimate_id" integer,
	"day" date NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_orders_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "workshop_orders_status_check" CHECK ("workshop_orders"."status" in ('requested', 'confirmed', 'in_progress', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" integer PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"default_capacity" integer NOT NULL,
	CONSTRAINT "workshops_place_id_unique" UNIQUE("place_id"),
	CONSTRAINT "workshops_capacity_check" CHECK ("workshops"."default_capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "car_service_prices" ADD CONSTRAINT "car_service_prices_car_service_id_car_services_id_fk" FOREIGN KEY ("car_service_id") REFERENCES "public"."car_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_service_translations" ADD CONSTRAINT "car_service_translations_car_service_id_car_services_id_fk" FOREIGN KEY ("car_service_id") REFERENCES "public"."car_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mechanical_estimate_services" ADD CONSTRAINT "mechanical_estimate_services_estimate_id_mechanical_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."mechanical_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mechanical_estimate_services" ADD CONSTRAINT "mechanical_estimate_services_car_service_id_car_services_id_fk" FOREIGN KEY ("car_service_id") REFERENCES "public"."car_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mechanical_estimates" ADD CONSTRAINT "mechanical_estimates_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_car_services" ADD CONSTRAINT "reservation_car_services_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_custom_requests" ADD CONSTRAINT "reservation_custom_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_daily_capacity" ADD CONSTRAINT "workshop_daily_capacity_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_order_events" ADD CONSTRAINT "workshop_order_events_order_id_workshop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."workshop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_orders" ADD CONSTRAINT "workshop_orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_orders" ADD CONSTRAINT "workshop_orders_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_brand_id_workshop_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."workshop_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_car_services_reservation_idx" ON "reservation_car_services" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_custom_requests_reservation_idx" ON "reservation_custom_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "workshop_order_events_order_idx" ON "workshop_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "workshop_orders_status_idx" ON "workshop_orders" USING btree ("status","day");