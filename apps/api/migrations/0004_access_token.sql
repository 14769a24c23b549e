CREATE TABLE "reservation_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_access_tokens" ADD CONSTRAINT "reservation_access_tokens_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_access_tokens_reservation_idx" ON "reservation_access_tokens" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_payment_due_idx" ON "reservations" USING btree ("payment_due_at") WHERE status = 'pending_payment';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending_payment', 'confirmed', 'cancelled'));