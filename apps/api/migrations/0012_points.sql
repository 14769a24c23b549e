CREATE TABLE "points_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"cents" integer NOT NULL,
	"reservation_id" integer,
	"available_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_records_kind_check" CHECK ("points_records"."kind" in ('earned', 'spent', 'returned', 'expired', 'opening')),
	CONSTRAINT "points_records_sign_check" CHECK (("points_records"."kind" in ('earned', 'returned', 'opening') and "points_records"."cents" > 0) or ("points_records"."kind" in ('spent', 'expired') and "points_records"."cents" < 0))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_points_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "points_spent_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "points_earned_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_records_user_idx" ON "points_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "points_records_reservation_idx" ON "points_records" USING btree ("reservation_id") WHERE reservation_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_earned_once_idx" ON "points_records" USING btree ("reservation_id") WHERE kind = 'earned';--> statement-breakpoint
-- issue 19: the stored balance becomes one 'opening' record per user with points (the demo client: 1250), then the column goes
INSERT INTO "points_records" ("user_id", "kind", "cents", "available_at", "created_at") SELECT "id", 'opening', "points_cents", now(), now() FROM "users" WHERE "points_cents" > 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "points_cents";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_points_check" CHECK ("reservations"."points_spent_cents" >= 0 and "reservations"."points_earned_cents" >= 0);