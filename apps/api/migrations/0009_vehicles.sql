CREATE TABLE "agency_clients" (
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_clients_agency_id_user_id_pk" PRIMARY KEY("agency_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "missing_car_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"email" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_body_options" (
	"applicabilitycode" text PRIMARY KEY NOT NULL,
	"desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_identifications" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"id_gt_vehicle_information" integer,
	"umc" text NOT NULL,
	"propulsion_code" text,
	"motor_applicabilitycode" text,
	"motor_desc" text,
	"body_applicabilitycode" text,
	"body_desc" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_identifications_source_check" CHECK ("vehicle_identifications"."source" in ('register', 'selectors'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_code" text NOT NULL,
	"make_description" text NOT NULL,
	CONSTRAINT "vehicle_makes_make_code_unique" UNIQUE("make_code")
);
--> statement-breakpoint
CREATE TABLE "vehicle_model_bodies" (
	"umc" text NOT NULL,
	"applicabilitycode" text NOT NULL,
	CONSTRAINT "vehicle_model_bodies_umc_applicabilitycode_pk" PRIMARY KEY("umc","applicabilitycode")
);
--> statement-breakpoint
CREATE TABLE "vehicle_model_motors" (
	"umc" text NOT NULL,
	"applicabilitycode" text NOT NULL,
	CONSTRAINT "vehicle_model_motors_umc_applicabilitycode_pk" PRIMARY KEY("umc","applicabilitycode")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"umc" text NOT NULL,
	"make_code" text NOT NULL,
	"model_description" text NOT NULL,
	CONSTRAINT "vehicle_models_umc_unique" UNIQUE("umc")
);
--> statement-breakpoint
CREATE TABLE "vehicle_motor_options" (
	"applicabilitycode" text PRIMARY KEY NOT NULL,
	"desc" text NOT NULL,
	"cc" integer,
	"cv" integer NOT NULL,
	"propulsion_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_propulsions" (
	"propulsion_code" text PRIMARY KEY NOT NULL,
	"propulsion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_client" integer,
	"plate" text,
	"country" text DEFAULT 'ES' NOT NULL,
	"type" text,
	"colour" text,
	"km" integer,
	"km_timestamp" timestamp with time zone,
	"workshop_type" text,
	"guest_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "vehicles_km_check" CHECK ("vehicles"."km" is null or ("vehicles"."km" >= 0 and "vehicles"."km" <= 9999999)),
	CONSTRAINT "vehicles_workshop_type_check" CHECK ("vehicles"."workshop_type" is null or "vehicles"."workshop_type" in ('official', 'independent')),
	CONSTRAINT "vehicles_country_check" CHECK ("vehicles"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "agency_clients" ADD CONSTRAINT "agency_clients_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_clients" ADD CONSTRAINT "agency_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_car_models" ADD CONSTRAINT "missing_car_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_identifications" ADD CONSTRAINT "vehicle_identifications_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_identifications" ADD CONSTRAINT "vehicle_identifications_umc_vehicle_models_umc_fk" FOREIGN KEY ("umc") REFERENCES "public"."vehicle_models"("umc") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_identifications" ADD CONSTRAINT "vehicle_identifications_propulsion_code_vehicle_propulsions_propulsion_code_fk" FOREIGN KEY ("propulsion_code") REFERENCES "public"."vehicle_propulsions"("propulsion_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_identifications" ADD CONSTRAINT "vehicle_identifications_motor_applicabilitycode_vehicle_motor_options_applicabilitycode_fk" FOREIGN KEY ("motor_applicabilitycode") REFERENCES "public"."vehicle_motor_options"("applicabilitycode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_identifications" ADD CONSTRAINT "vehicle_identifications_body_applicabilitycode_vehicle_body_options_applicabilitycode_fk" FOREIGN KEY ("body_applicabilitycode") REFERENCES "public"."vehicle_body_options"("applicabilitycode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model_bodies" ADD CONSTRAINT "vehicle_model_bodies_umc_vehicle_models_umc_fk" FOREIGN KEY ("umc") REFERENCES "public"."vehicle_models"("umc") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model_bodies" ADD CONSTRAINT "vehicle_model_bodies_applicabilitycode_vehicle_body_options_applicabilitycode_fk" FOREIGN KEY ("applicabilitycode") REFERENCES "public"."vehicle_body_options"("applicabilitycode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model_motors" ADD CONSTRAINT "vehicle_model_motors_umc_vehicle_models_umc_fk" FOREIGN KEY ("umc") REFERENCES "public"."vehicle_models"("umc") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_model_motors" ADD CONSTRAINT "vehicle_model_motors_applicabilitycode_vehicle_motor_options_applicabilitycode_fk" FOREIGN KEY ("applicabilitycode") REFERENCES "public"."vehicle_motor_options"("applicabilitycode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_code_vehicle_makes_make_code_fk" FOREIGN KEY ("make_code") REFERENCES "public"."vehicle_makes"("make_code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "vehicle_motor_options" ADD CONSTRAINT "vehicle_motor_options_propulsion_code_vehicle_propulsions_propulsion_code_fk" FOREIGN KEY ("propulsion_code") REFERENCES "public"."vehicle_propulsions"("propulsion_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_id_client_users_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_clients_user_idx" ON "agency_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicle_models_make_idx" ON "vehicle_models" USING btree ("make_code");--> statement-breakpoint
CREATE INDEX "vehicles_client_idx" ON "vehicles" USING btree ("id_client") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_guest_token_idx" ON "vehicles" USING btree ("guest_token_hash");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;