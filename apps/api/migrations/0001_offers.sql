CREATE TABLE "extra_daily_capacity" (
	"product_id" integer NOT NULL,
	"extra_id" integer NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "extra_daily_capacity_product_id_extra_id_day_pk" PRIMARY KEY("product_id","extra_id","day"),
	CONSTRAINT "extra_daily_capacity_booked_check" CHECK ("extra_daily_capacity"."booked" >= 0 AND "extra_daily_capacity"."booked" <= "extra_daily_capacity"."capacity")
);
--> statement-breakpoint
CREATE TABLE "extra_translations" (
	"extra_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "extra_translations_extra_id_lang_pk" PRIMARY KEY("extra_id","lang")
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"service_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"image_gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "extras_type_check" CHECK ("extras"."type" in ('wash', 'space', 'double_space')),
	CONSTRAINT "extras_price_check" CHECK ("extras"."price_cents" >= 0 AND "extras"."base_cents" >= 0 AND "extras"."base_cents" <= "extras"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "product_extras" (
	"product_id" integer NOT NULL,
	"extra_id" integer NOT NULL,
	"default_capacity" integer NOT NULL,
	CONSTRAINT "product_extras_product_id_extra_id_pk" PRIMARY KEY("product_id","extra_id"),
	CONSTRAINT "product_extras_capacity_check" CHECK ("product_extras"."default_capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_code_translations" (
	"code" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "promo_code_translations_code_lang_pk" PRIMARY KEY("code","lang")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"product_ids" integer[],
	"lot_ids" integer[],
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" >= 0 AND ("promo_codes"."kind" <> 'percent' OR "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_used_check" CHECK ("promo_codes"."used_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "extra_daily_capacity" ADD CONSTRAINT "extra_daily_capacity_product_id_extra_id_product_extras_product_id_extra_id_fk" FOREIGN KEY ("product_id","extra_id") REFERENCES "public"."product_extras"("product_id","extra_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_translations" ADD CONSTRAINT "extra_translations_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_translations" ADD CONSTRAINT "promo_code_translations_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE cascade ON UPDATE cascade;