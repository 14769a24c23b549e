CREATE TABLE "voucher_texts" (
	"voucher_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	CONSTRAINT "voucher_texts_voucher_id_lang_pk" PRIMARY KEY("voucher_id","lang"),
	CONSTRAINT "voucher_texts_lang_check" CHECK ("voucher_texts"."lang" in ('es', 'ca', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"single_use" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"dto" numeric(5, 2),
	"dto_euro_cents" integer,
	"end_date" timestamp with time zone,
	"booking_begin_date" timestamp with time zone,
	"booking_end_date" timestamp with time zone,
	"min_stay_hours" integer,
	"only_app" boolean DEFAULT false NOT NULL,
	"only_web" boolean DEFAULT false NOT NULL,
	"id_lot" integer,
	"id_product" integer,
	"scope" text,
	"single_use_per_client" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_check" CHECK ("vouchers"."code" = upper("vouchers"."code") and length("vouchers"."code") between 1 and 40),
	CONSTRAINT "vouchers_dto_check" CHECK ("vouchers"."dto" is null or ("vouchers"."dto" >= 0 and "vouchers"."dto" <= 100)),
	CONSTRAINT "vouchers_dto_euro_check" CHECK ("vouchers"."dto_euro_cents" is null or "vouchers"."dto_euro_cents" >= 0),
	CONSTRAINT "vouchers_min_stay_check" CHECK ("vouchers"."min_stay_hours" is null or "vouchers"."min_stay_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "voucher_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_texts" ADD CONSTRAINT "voucher_texts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_single_use_idx" ON "voucher_uses" USING btree ("voucher_id","user_id") WHERE single_use;--> statement-breakpoint
CREATE INDEX "voucher_uses_user_idx" ON "voucher_uses" USING btree ("user_id","voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_reservation_idx" ON "voucher_uses" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;