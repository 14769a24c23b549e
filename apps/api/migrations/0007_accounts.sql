CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"company_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"logo_variant" text DEFAULT 'agency' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_allowed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"nif" text NOT NULL,
	"block_premium" boolean DEFAULT false NOT NULL,
	"block_washes" boolean DEFAULT false NOT NULL,
	"block_premium_for_some_users" boolean DEFAULT false NOT NULL,
	"enable_booking_records" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"block_premium_for_this_profile" boolean DEFAULT false NOT NULL,
	CONSTRAINT "company_users_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_users_role_check" CHECK ("company_users"."role" in ('admin', 'user'))
);
--> statement-breakpoint
CREATE TABLE "invoice_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"id_company" integer,
	"name" text NOT NULL,
	"nif" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"billing_email" text,
	"invoicing_method" text DEFAULT 'per_service' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_profiles_invoicing_check" CHECK ("invoice_profiles"."invoicing_method" in ('monthly', 'per_service'))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_type" text NOT NULL,
	"user_id" integer,
	"agency_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_account_check" CHECK (("sessions"."account_type" = 'client' and "sessions"."user_id" is not null and "sessions"."agency_id" is null) or ("sessions"."account_type" = 'agency' and "sessions"."agency_id" is not null and "sessions"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject"),
	CONSTRAINT "social_identities_provider_check" CHECK ("social_identities"."provider" in ('google', 'apple', 'facebook'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"zip_code" text,
	"language" text DEFAULT 'es' NOT NULL,
	"accept_promos" boolean DEFAULT false NOT NULL,
	"accept_newsletter" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"provider" text DEFAULT 'password' NOT NULL,
	"points_cents" integer DEFAULT 0 NOT NULL,
	"default_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('es', 'ca', 'en', 'fr')),
	CONSTRAINT "users_provider_check" CHECK ("users"."provider" in ('password', 'google', 'apple', 'facebook')),
	CONSTRAINT "users_points_check" CHECK ("users"."points_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "invoice_profile_id" integer;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_profile_id_invoice_profiles_id_fk" FOREIGN KEY ("default_profile_id") REFERENCES "public"."invoice_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_alias_lower_idx" ON "agencies" USING btree (lower("alias"));--> statement-breakpoint
CREATE INDEX "auth_attempts_updated_idx" ON "auth_attempts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "company_users_user_idx" ON "company_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_profiles_user_idx" ON "invoice_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_profiles_company_idx" ON "invoice_profiles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_agency_idx" ON "sessions" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "social_identities_user_idx" ON "social_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_invoice_profile_id_invoice_profiles_id_fk" FOREIGN KEY ("invoice_profile_id") REFERENCES "public"."invoice_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","created_at") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "reservations_agency_idx" ON "reservations" USING btree ("agency_id","created_at") WHERE agency_id is not null;